import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { SetupChecklist, useMissingText } from "~/components/property-setup/SetupChecklist";
import { UnitsForm } from "~/components/property-setup/UnitsForm";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { addUnitsAction, propertyGuideLoader, type UnitsFormError } from "~/crud/property-setup.server";
import deskStyles from "~/styles/desk.css";
import setupStyles from "~/styles/property-setup.css";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: setupStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("propertySetup.listTitle");

/** `/admin/properti/:hotelId`: what the property still lacks before guests see it, and where to add it. */
export const loader = (args: LoaderFunctionArgs) => propertyGuideLoader(args);
export const action = (args: ActionFunctionArgs) => addUnitsAction(args);

type ActionData = { unitsError: UnitsFormError; nomor: string; roomTypeId: string };

export default function PropertyGuidePage() {
  const { setup, report, publicUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const missingText = useMissingText();
  const message = useMessage();
  const back = encodeURIComponent(`/admin/properti/${setup.id}`);
  const done = report.steps.filter((s) => s.missing.length === 0).length;

  return (
    <section className="staff-page desk-page setup-page" aria-labelledby="setup-title">
      <header className="desk-page__header">
        <p>
          <Link to="/admin/properti">← {t("propertySetup.backToList")}</Link>
        </p>
        <h1 id="setup-title">{t("propertySetup.title", { nama: setup.nama })}</h1>
        <p className="desk-page__lead">{t("propertySetup.lead")}</p>
        <p className="desk-muted">{t("propertySetup.progress", { count: done, total: report.steps.length })}</p>
      </header>

      {report.hidden.length === 0 ? (
        <div className="setup-banner setup-banner--visible" role="status" data-testid="setup-banner">
          <strong>{t("propertySetup.visible")}</strong> <Link to={publicUrl}>{t("propertySetup.viewPublic", { city: setup.cityNama })}</Link>
        </div>
      ) : (
        <div className="setup-banner setup-banner--hidden" role="status" data-testid="setup-banner">
          <strong>{t("propertySetup.hidden")}</strong>
          <ul>
            {report.hidden.map((m) => (
              <li key={`${m.key}-${m.values?.type ?? ""}`}>{missingText(m)}</li>
            ))}
          </ul>
        </div>
      )}

      <SetupChecklist hotelId={setup.id} report={report} />

      <h2 id="types">{t("propertySetup.steps.roomTypes")}</h2>
      {setup.roomTypes.length === 0 ? (
        <p className="staff-empty">{t("propertySetup.missing.noRoomTypes")}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table" data-testid="setup-room-types">
            <caption className="visually-hidden">{t("propertySetup.roomTypes.caption", { nama: setup.nama })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("propertySetup.roomTypes.name")}</th>
                <th scope="col">{t("propertySetup.roomTypes.units")}</th>
                <th scope="col">{t("propertySetup.roomTypes.online")}</th>
                <th scope="col">{t("propertySetup.roomTypes.offline")}</th>
                <th scope="col">{t("propertySetup.roomTypes.photos")}</th>
                <th scope="col">{t("propertySetup.roomTypes.status")}</th>
              </tr>
            </thead>
            <tbody>
              {setup.roomTypes.map((type) => (
                <tr key={type.id}>
                  <th scope="row">
                    <Link to={`/kamarhomestay/${type.id}/edit?kembali=${back}`} aria-label={t("propertySetup.actions.editRoomType", { type: type.nama })}>
                      {type.nama}
                    </Link>
                  </th>
                  <td>{type.units}</td>
                  <td>{formatRupiah(type.hargaOnline, language)}</td>
                  <td>{formatRupiah(type.hargaOffline, language)}</td>
                  <td>{type.photos}</td>
                  <td>{t(type.aktif ? "propertySetup.roomTypes.active" : "propertySetup.roomTypes.inactive")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link className="button button--secondary" to={`/kamarhomestay/new?hotelId=${setup.id}&kembali=${back}`}>
          {t("propertySetup.actions.addRoomType")}
        </Link>
      </p>

      <h2 id="units" tabIndex={-1}>
        {t("propertySetup.units.title")}
      </h2>
      <UnitsForm
        roomTypes={setup.roomTypes}
        state={{
          error: actionData ? message(actionData.unitsError.key, actionData.unitsError.values) : null,
          nomor: actionData?.nomor ?? "",
          roomTypeId: actionData?.roomTypeId ?? "",
        }}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/properti" backLabel="propertySetup.backToList" />;
}
