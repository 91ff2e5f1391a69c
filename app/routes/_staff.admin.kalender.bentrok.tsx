import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { HotelSelect } from "~/components/desk-calendar/HotelSelect";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { chosenDeskHotel } from "~/services/estate-scope.server";
import { listHoldConflicts } from "~/orders/store/hold-conflicts.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import deskStyles from "~/styles/desk.css";
import holdStyles from "~/styles/desk-holds.css";
import { formatDate, todayInJakarta } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: holdStyles },
];
export const headers = privatePageHeaders;

export const meta = noindexMeta("holds.conflicts.title");

/**
 * Double sales of a property `/admin/kalender/bentrok?hotel=`: the nights from today on that another
 * channel sold although a booking here already held them (docs/decisions/028), with the bookings and
 * what to do — cancel one side, on the other channel or here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const { hotels, hotel } = await chosenDeskHotel(request, context.db, session.user.id);
  const today = todayInJakarta();
  const conflicts = hotel ? await listHoldConflicts(context.db, hotel.id, today) : [];
  return json({ hotels, hotel, conflicts });
}

export default function ConflictsPage() {
  const { hotels, hotel, conflicts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const long = (date: string) => formatDate(date, "stay", language);
  const sourceOf = (source: string | null, kind: string) =>
    kind === "BLOCK" ? t("holds.list.block") : (source ?? t("holds.calendar.unknownSource"));

  return (
    <section className="staff-page desk-page">
      <p>
        <Link to={hotel ? `/admin/kalender?hotel=${hotel.id}` : "/admin/kalender"}>{t("holds.conflicts.backToCalendar")}</Link>
      </p>
      <header className="desk-page__header">
        <h1>{t("holds.conflicts.title")}</h1>
        <p className="desk-page__lead">{t("holds.conflicts.lead")}</p>
      </header>
      <Form method="get" className="desk-filters" aria-label={t("desk.calendar.form")}>
        <HotelSelect hotels={hotels} value={hotel?.id ?? null} />
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("desk.calendar.show")}
          </button>
        </div>
      </Form>
      {hotel === null ? (
        <p className="staff-empty">{t("desk.calendar.noHotels")}</p>
      ) : conflicts.length === 0 ? (
        <p className="staff-empty" data-testid="conflicts-empty">
          {t("holds.conflicts.empty")}
        </p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table desk-conflicts" data-testid="conflicts">
            <caption className="visually-hidden">{t("holds.conflicts.caption", { hotel: hotel.nama })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("holds.conflicts.unit")}</th>
                <th scope="col">{t("holds.conflicts.source")}</th>
                <th scope="col">{t("holds.conflicts.nights")}</th>
                <th scope="col">{t("holds.conflicts.bookings")}</th>
                <th scope="col">{t("holds.conflicts.todo")}</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((c) => {
                const source = sourceOf(c.source, c.kind);
                return (
                  <tr key={c.holdId} data-hold={c.holdId}>
                    <th scope="row">
                      {c.unit.nomor}
                      <small className="desk-muted"> {c.unit.roomTypeNama}</small>
                    </th>
                    <td>{source}</td>
                    <td>
                      <ul className="desk-plain-list">
                        {c.nights.map((night) => (
                          <li key={night}>{long(night)}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {c.bookings.length === 0 ? (
                        t("holds.conflicts.noBooking")
                      ) : (
                        <ul className="desk-plain-list">
                          {c.bookings.map((b) => (
                            <li key={b.kodeBooking}>
                              <Link to={`/admin/reservasi/${encodeURIComponent(b.kodeBooking)}`}>{b.kodeBooking}</Link> · {b.guestNama}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>{t("holds.conflicts.todoText", { source })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kalender" backLabel="desk.book.backToCalendar" />;
}
