import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { propertyListLoader } from "~/crud/property-setup.server";
import deskStyles from "~/styles/desk.css";
import setupStyles from "~/styles/property-setup.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: setupStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("propertySetup.listTitle");

/** `/admin/properti`: every property with how complete its set-up is and whether guests can find it. */
export const loader = (args: LoaderFunctionArgs) => propertyListLoader(args);

export default function PropertyListPage() {
  const { properties } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page desk-page setup-page" aria-labelledby="setup-list-title">
      <header className="desk-page__header">
        <h1 id="setup-list-title">{t("propertySetup.listTitle")}</h1>
        <p className="desk-page__lead">{t("propertySetup.listLead")}</p>
        <p>
          <Link className="button button--primary" to="/master/homestay/new">
            {t("propertySetup.addProperty")}
          </Link>
        </p>
      </header>
      {properties.length === 0 ? (
        <p className="staff-empty">{t("propertySetup.empty")}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table" data-testid="setup-list">
            <caption className="visually-hidden">{t("propertySetup.listCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("propertySetup.list.name")}</th>
                <th scope="col">{t("propertySetup.list.city")}</th>
                <th scope="col">{t("propertySetup.list.progress")}</th>
                <th scope="col">{t("propertySetup.list.status")}</th>
              </tr>
            </thead>
            <tbody>
              {properties.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link to={`/admin/properti/${p.id}`}>{p.nama}</Link>
                  </th>
                  <td>{p.cityNama}</td>
                  <td>{t("propertySetup.progress", { count: p.done, total: p.steps })}</td>
                  <td>
                    <span className={`desk-badge desk-badge--${p.visible ? "shown" : "hidden"}`}>{t(p.visible ? "propertySetup.list.visible" : "propertySetup.list.hidden")}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" />;
}
