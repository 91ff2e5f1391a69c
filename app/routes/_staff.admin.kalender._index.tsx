import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { listDeskHotels } from "~/models/front-desk-list.server";
import { CALENDAR_MAX_DAYS, CALENDAR_MIN_DAYS, getOccupancy } from "~/models/occupancy.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import deskStyles from "~/styles/desk.css";
import { addDays, formatDate, isIsoDate, todayInJakarta } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.calendar.title");

type CellState = "free" | "held" | "booked" | "past";

/**
 * Front-desk occupancy calendar `/admin/kalender?hotel=&from=&days=`: the units of one property ×
 * 14–31 nights, each cell booked, held (awaiting payment) or free; a free cell from today on links to
 * a desk booking of that unit and night.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const today = todayInJakarta();
  const rawHotel = params.get("hotel") || null;
  const from = params.get("from") || today;
  const rawDays = params.get("days") || String(CALENDAR_MIN_DAYS);
  const days = /^\d{1,2}$/.test(rawDays) ? Number(rawDays) : NaN;
  const hotelParam = rawHotel === null ? null : parseId(rawHotel);
  if (
    (rawHotel !== null && hotelParam === null) ||
    !isIsoDate(from) ||
    !(days >= CALENDAR_MIN_DAYS && days <= CALENDAR_MAX_DAYS)
  ) {
    throw errorResponse("desk.errors.badCalendar", { status: 400 });
  }
  const hotels = await listDeskHotels(context.db);
  const hotelId = hotelParam ?? hotels[0]?.id ?? null;
  if (hotelId === null) return json({ hotels, today, from, days, dates: [], occupancy: null, rows: [] });
  const occupancy = await getOccupancy(context.db, hotelId, from, days);
  if (!occupancy) throw errorResponse("desk.errors.notFound", { status: 404 });
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const held = new Map(occupancy.nights.map((n) => [`${n.unitId}|${n.night}`, n]));
  const rows = occupancy.units.map((unit) => ({
    ...unit,
    cells: dates.map((date) => {
      const night = held.get(`${unit.id}|${date}`);
      if (night) {
        const state: CellState = night.statusBayar === "WAITING" && night.status === "BOOKED" ? "held" : "booked";
        return { date, state, kode: night.kodeBooking, guest: night.guestNama };
      }
      return { date, state: (date < today || !unit.aktif ? "past" : "free") as CellState, kode: null, guest: null };
    }),
  }));
  return json({ hotels, today, from, days, dates, occupancy: { hotel: occupancy.hotel }, rows });
}

export default function CalendarPage() {
  const { hotels, from, days, dates, occupancy, rows } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const day = (date: string) => formatDate(date, "short", language).slice(0, 5);
  const long = (date: string) => formatDate(date, "stay", language);
  const hotelId = occupancy?.hotel.id ?? null;
  // The legend pairs the short text written in each cell with what it means.
  const legendLabel = (short: string, meaning: string) => (short === meaning ? meaning : `${short} = ${meaning}`);
  const query = (start: string) => `?hotel=${hotelId ?? ""}&from=${start}&days=${days}`;

  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("desk.calendar.title")}</h1>
        <p className="desk-page__lead">{t("desk.calendar.lead")}</p>
      </header>

      <Form method="get" className="desk-filters" aria-label={t("desk.calendar.form")}>
        <label className="desk-field">
          <span>{t("desk.calendar.hotel")}</span>
          <select name="hotel" defaultValue={hotelId ?? ""}>
            {hotels.map((h) => (
              <option key={h.id} value={h.id}>
                {h.nama}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("desk.calendar.from")}</span>
          <input type="date" name="from" defaultValue={from} required />
        </label>
        <label className="desk-field">
          <span>{t("desk.calendar.days")}</span>
          <input type="number" name="days" min={14} max={31} defaultValue={days} required />
        </label>
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("desk.calendar.show")}
          </button>
        </div>
      </Form>

      {occupancy === null ? (
        <p className="staff-empty">{t("desk.calendar.noHotels")}</p>
      ) : (
        <>
          <nav className="desk-cal-nav" aria-label={t("desk.calendar.form")}>
            <Link to={query(addDays(from, -7))} className="button button--secondary" rel="prev">
              {t("desk.calendar.previous")}
            </Link>
            <Link to={query(addDays(from, 7))} className="button button--secondary" rel="next">
              {t("desk.calendar.next")}
            </Link>
          </nav>
          <h2 className="visually-hidden">{t("desk.calendar.legend")}</h2>
          <ul className="desk-legend">
            <li>
              <span className="desk-swatch desk-cell--free" aria-hidden="true" /> {legendLabel(t("desk.calendar.freeShort"), t("desk.calendar.free"))}
            </li>
            <li>
              <span className="desk-swatch desk-cell--held" aria-hidden="true" /> {legendLabel(t("desk.calendar.heldShort"), t("desk.calendar.held"))}
            </li>
            <li>
              <span className="desk-swatch desk-cell--booked" aria-hidden="true" /> {legendLabel(t("desk.calendar.bookedShort"), t("desk.calendar.booked"))}
            </li>
            <li>
              <span className="desk-swatch desk-cell--past" aria-hidden="true" /> {t("desk.calendar.past")}
            </li>
          </ul>
          {rows.length === 0 ? (
            <p className="staff-empty">{t("desk.calendar.noUnits")}</p>
          ) : (
            <div className="staff-table-wrap">
              <table className="desk-cal" data-testid="calendar">
                <caption className="visually-hidden">
                  {t("desk.calendar.caption", {
                    hotel: occupancy.hotel.nama,
                    from: long(dates[0]),
                    to: long(dates[dates.length - 1]),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("desk.calendar.unit")}</th>
                    {dates.map((date) => (
                      <th key={date} scope="col" abbr={long(date)}>
                        {day(date)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((unit) => (
                    <tr key={unit.id}>
                      <th scope="row">
                        {unit.nomor}
                        <small className="desk-muted">{unit.roomTypeNama}</small>
                      </th>
                      {unit.cells.map((cell) => {
                        const label =
                          cell.state === "free"
                            ? t("desk.calendar.bookCell", { unit: unit.nomor, date: long(cell.date) })
                            : cell.state === "held"
                              ? t("desk.calendar.cellHeld", { kode: cell.kode, guest: cell.guest })
                              : cell.state === "booked"
                                ? t("desk.calendar.cellBooked", { kode: cell.kode, guest: cell.guest })
                                : t("desk.calendar.past");
                        const short =
                          cell.state === "free"
                            ? t("desk.calendar.freeShort")
                            : cell.state === "held"
                              ? t("desk.calendar.heldShort")
                              : cell.state === "booked"
                                ? t("desk.calendar.bookedShort")
                                : "·";
                        return (
                          <td
                            key={cell.date}
                            className={`desk-cell desk-cell--${cell.state}`}
                            data-unit={unit.nomor}
                            data-date={cell.date}
                            data-state={cell.state}
                            title={label}
                          >
                            {cell.state === "free" ? (
                              <Link to={`/admin/kalender/pesan?hotel=${occupancy.hotel.id}&unit=${unit.id}&cekin=${cell.date}`} aria-label={label}>
                                {short}
                              </Link>
                            ) : cell.kode ? (
                              <Link to={`/admin/reservasi/${encodeURIComponent(cell.kode)}`} aria-label={label}>
                                {short}
                              </Link>
                            ) : (
                              <span aria-label={label}>{short}</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kalender" backLabel="desk.book.backToCalendar" />;
}
