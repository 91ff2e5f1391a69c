import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UserForm } from "~/components/office/UserForm";
import { isEmailTaken } from "~/models/user.server";
import { userEstates, userFormChoices } from "~/models/user-admin.server";
import { requireUserByLogin } from "~/services/office.server";
import { redirectWithToast } from "~/services/toast.server";
import { setEstatesByAdmin, updateUserByAdmin } from "~/services/user-admin.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { userFormSchema } from "~/utils/user-form.server";
import { requireUserWithRole } from "~/services/auth.server";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.users.editTitle");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const user = await requireUserByLogin(context, params.login);
  return json({ user, ...(await userFormChoices(context.db)), ...(await userEstates(context.db, user.id)) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const user = await requireUserByLogin(context, params.login);
  const formData = await request.formData();
  // The estates the account works for (dashboard scope): their own small form, none ticked = every estate.
  if (formData.get("intent") === "estates") {
    const raw = formData.getAll("hotel");
    const ids = raw.map(parseId).filter((id): id is number => id !== null);
    if (ids.length !== raw.length || !(await setEstatesByAdmin(context, request, session.user, user, ids))) {
      throw errorResponse("dashboard.estates.invalid", { status: 400 });
    }
    return redirectWithToast(
      `/pengguna/${encodeURIComponent(user.login)}/edit`,
      { type: "success", key: "dashboard.estates.saved", values: { login: user.login } },
      context.env,
    );
  }
  const submission = await parseWithZod(formData, {
    schema: userFormSchema("edit", {
      isLoginTaken: async () => false,
      isEmailTaken: async (email) => email !== user.email && (await isEmailTaken(context.db, email, user.id)),
    }),
    async: true,
  });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { login: _ignored, ...record } = submission.value;
  // Nor take away their own administration rights, which only another administrator could give back.
  if (user.id === session.user.id && !record.authorities.includes("ROLE_ADMIN")) {
    return json(
      { result: submission.reply({ fieldErrors: { authorities: ["office.users.validation.keepOwnAdmin"] } }) },
      { status: 400 },
    );
  }
  // An administrator cannot lock themselves out by unticking their own activation.
  const activated = user.id === session.user.id ? true : record.activated;
  const outcome = await updateUserByAdmin(context, request, session.user, user, { ...record, activated });
  if (outcome === "emailTaken") {
    return json(
      { result: submission.reply({ fieldErrors: { email: ["office.users.validation.emailTaken"] } }) },
      { status: 400 },
    );
  }
  return redirectWithToast(
    "/pengguna",
    { type: "success", key: "office.users.toast.updated", values: { login: user.login } },
    context.env,
  );
}

export default function EditUserPage() {
  const { user, roles, kinds, pickers, estates, selectedEstates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const id = (value: number | null) => (value === null ? "" : String(value));
  return (
    <section className="staff-page office-page">
      <h1>{t("office.users.editTitle")}</h1>
      <UserForm
        mode="edit"
        lastResult={actionData?.result}
        roles={roles}
        kinds={kinds}
        pickers={pickers}
        defaults={{
          login: user.login,
          firstName: user.firstName ?? "",
          lastName: user.lastName ?? "",
          email: user.email,
          activated: user.activated,
          langKey: user.langKey,
          roleUser: user.roleUser ?? "",
          businessUnitId: id(user.businessUnitId),
          warehouseId: id(user.warehouseId),
          businessTypeId: id(user.businessTypeId),
          authorities: user.authorities,
        }}
      />
      <Form method="post" className="office-form">
        <fieldset>
          <legend>{t("dashboard.estates.title")}</legend>
          <p id="estates-hint">{t("dashboard.estates.hint")}</p>
          {estates.map((estate) => (
            <label key={estate.id} className="office-check">
              <input
                type="checkbox"
                name="hotel"
                value={estate.id}
                defaultChecked={selectedEstates.includes(estate.id)}
                aria-describedby="estates-hint"
              />{" "}
              {estate.nama}
            </label>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="estates" className="button button--primary">
          {t("dashboard.estates.submit")}
        </button>
      </Form>
    </section>
  );
}
