import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { HotelSelect } from "~/components/desk-calendar/HotelSelect";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { channelUnitsOfHotel } from "~/models/channel-units.server";
import { chosenDeskHotel } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import channelStyles from "~/styles/channels.css";
import deskStyles from "~/styles/desk.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { CHANNEL_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: channelStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("channels.title");

/** `/admin/kanal?hotel=`: a property's units, how many OTA calendars each imports and how they are doing (ADR 028). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHANNEL_ROLES);
  const { hotels, hotel } = await chosenDeskHotel(request, context.db, session.user.id);
  if (!hotel) return json({ hotels, hotel: null, units: [] });
  return json({ hotels, hotel, units: await channelUnitsOfHotel(context.db, hotel.id) });
}

export default function ChannelListPage() {
  const { hotels, hotel, units } = useLoaderData<typeof loader>();
  const { t } = useTranslation();

  return (
    <section className="staff-page desk-page channel-page">
      <header className="desk-page__header">
        <h1>{t("channels.title")}</h1>
        <p className="desk-page__lead">{t("channels.lead")}</p>
      </header>

      <Form method="get" className="desk-filters" aria-label={t("channels.picker")}>
        <HotelSelect hotels={hotels} value={hotel?.id ?? null} />
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("channels.show")}
          </button>
        </div>
      </Form>

      {hotel === null ? (
        <p className="staff-empty">{t("channels.noHotels")}</p>
      ) : units.length === 0 ? (
        <p className="staff-empty">{t("channels.noUnits")}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table channel-units" data-testid="channel-units">
            <caption className="visually-hidden">{t("channels.caption", { hotel: hotel.nama })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("channels.unit")}</th>
                <th scope="col">{t("channels.roomType")}</th>
                <th scope="col">{t("channels.feeds")}</th>
                <th scope="col">{t("channels.status")}</th>
              </tr>
            </thead>
            <tbody>
              {units.map((unit) => (
                <tr key={unit.id}>
                  <th scope="row">
                    <Link to={`/admin/kanal/${unit.id}`} aria-label={t("channels.manage", { unit: unit.nomor })}>
                      {unit.nomor}
                    </Link>
                    {unit.aktif ? null : <small className="desk-muted"> ({t("channels.inactive")})</small>}
                  </th>
                  <td className="channel-units__type">{unit.roomTypeNama}</td>
                  <td>{unit.feeds}</td>
                  <td>
                    <span className={`desk-badge channel-health channel-health--${unit.health}`}>{t(`channels.health.${unit.health}`)}</span>
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
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kanal" backLabel="channels.title" />;
}
