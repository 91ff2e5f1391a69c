import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { requireUserByLogin } from "~/services/office.server";
import { redirectWithToast } from "~/services/toast.server";
import { deleteUserByAdmin } from "~/services/user-admin.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.users.deleteTitle");

/** The delete confirmation (spec §8): a page without JavaScript, the same question with it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const user = await requireUserByLogin(context, params.login);
  return json({ login: user.login, isSelf: user.id === session.user.id });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const user = await requireUserByLogin(context, params.login);
  // Spec §4: nobody deletes their own account from here.
  if (user.id === session.user.id) {
    return redirectWithToast("/pengguna", { type: "error", key: "office.users.toast.cannotDeleteSelf" }, context.env);
  }
  await deleteUserByAdmin(context, request, session.user, user);
  return redirectWithToast("/pengguna", { type: "success", key: "office.users.toast.deleted", values: { login: user.login } }, context.env);
}

export default function DeleteUserPage() {
  const { login, isSelf } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page office-page">
      <h1>{t("office.users.deleteTitle")}</h1>
      {isSelf ? (
        <p className="office-alert office-alert--error" role="alert">
          {t("office.users.toast.cannotDeleteSelf")}
        </p>
      ) : (
        <Form method="post" className="office-confirm">
          <p>{t("office.users.deleteQuestion")}</p>
          <p>
            <strong>{t("office.users.deleteWho", { login })}</strong>
          </p>
          <div className="office-form__buttons">
            <Link className="button" to="/pengguna">
              {t("office.common.cancel")}
            </Link>
            <button type="submit" className="button button--danger">
              {t("office.users.delete")}
            </button>
          </div>
        </Form>
      )}
      {isSelf ? (
        <Link className="button" to="/pengguna">
          {t("office.common.back")}
        </Link>
      ) : null}
    </section>
  );
}
