import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UserForm } from "~/components/office/UserForm";
import { isEmailTaken, isLoginTaken } from "~/models/user.server";
import { userFormChoices } from "~/models/user-admin.server";
import { redirectWithToast } from "~/services/toast.server";
import { createUserByAdmin } from "~/services/user-admin.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { userFormSchema } from "~/utils/user-form.server";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.users.createTitle");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  return json(await userFormChoices(context.db));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const submission = await parseWithZod(await request.formData(), {
    schema: userFormSchema("create", {
      isLoginTaken: (login) => isLoginTaken(context.db, login),
      isEmailTaken: (email) => isEmailTaken(context.db, email),
    }),
    async: true,
  });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { login, ...record } = submission.value;
  // New users start activated with language en unless chosen otherwise (spec §4).
  const outcome = await createUserByAdmin(context, request, session.user, login, { ...record, activated: true });
  if (!outcome.ok) {
    const field = outcome.reason === "loginTaken" ? "login" : "email";
    return json(
      { result: submission.reply({ fieldErrors: { [field]: [`office.users.validation.${outcome.reason}`] } }) },
      { status: 400 },
    );
  }
  return redirectWithToast("/pengguna", { type: "success", key: "office.users.toast.created", values: { login } }, context.env);
}

export default function NewUserPage() {
  const { roles, kinds, pickers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="staff-page office-page">
      <h1>{t("office.users.createTitle")}</h1>
      <UserForm
        mode="create"
        lastResult={actionData?.result}
        roles={roles}
        kinds={kinds}
        pickers={pickers}
        defaults={{
          login: "",
          firstName: "",
          lastName: "",
          email: "",
          activated: true,
          langKey: "en",
          roleUser: "",
          businessUnitId: "",
          warehouseId: "",
          businessTypeId: "",
          authorities: ["ROLE_USER"],
        }}
      />
    </section>
  );
}
