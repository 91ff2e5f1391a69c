import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { requireUserByLogin } from "~/services/office.server";
import officeStyles from "~/styles/office.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.users.title");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const user = await requireUserByLogin(context, params.login);
  return json({ user });
}

export default function UserDetailPage() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const none = t("office.common.none");
  const rows: [string, string][] = [
    [t("office.users.fields.login"), user.login],
    [t("office.users.fields.firstName"), user.firstName ?? none],
    [t("office.users.fields.lastName"), user.lastName ?? none],
    [t("office.users.fields.email"), user.email],
    [t("office.users.columns.activated"), user.activated ? t("office.users.activated") : t("office.users.deactivated")],
    [t("office.users.fields.langKey"), user.langKey],
    [t("office.users.fields.roleUser"), user.roleUser ?? none],
    [t("office.users.fields.unit"), user.unit ?? none],
    [t("office.users.fields.gudang"), user.gudang ?? none],
    [t("office.users.fields.jenisUsaha"), user.jenisUsaha ?? none],
    [t("office.users.columns.createdBy"), user.createdBy],
    [t("office.users.columns.createdDate"), formatDate(user.createdDate, "dateTime", language)],
    [t("office.users.columns.lastModifiedBy"), user.lastModifiedBy ?? none],
    [t("office.users.columns.lastModifiedDate"), user.lastModifiedDate ? formatDate(user.lastModifiedDate, "dateTime", language) : none],
  ];
  return (
    <section className="staff-page office-page">
      <h1>{t("office.users.detailTitle", { login: user.login })}</h1>
      <dl className="office-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t("office.users.fields.authorities")}</dt>
          <dd>
            {user.authorities.map((role) => (
              <span key={role} className="office-badge">
                {role}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <div className="office-form__buttons">
        <Link className="button" to="/pengguna">
          {t("office.common.back")}
        </Link>
        <Link className="button button--primary" to={`/pengguna/${encodeURIComponent(user.login)}/edit`}>
          {t("office.users.edit")}
        </Link>
      </div>
    </section>
  );
}
