import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HotelSelect } from "~/components/desk-calendar/HotelSelect";
import { BlockForm, type BlockFormResult } from "~/components/desk-calendar/BlockForm";
import { CalendarCell } from "~/components/desk-calendar/CalendarCell";
import { HoldList } from "~/components/desk-calendar/HoldList";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { listDeskHotels } from "~/models/front-desk-list.server";
import { CALENDAR_MAX_DAYS, CALENDAR_MIN_DAYS, getOccupancy } from "~/models/occupancy.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { blockUnit, unblockUnit } from "~/services/desk-blocks.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import holdStyles from "~/styles/desk-holds.css";
import { calendarRows } from "~/utils/calendar-cells";
import { addDays, formatDate, isIsoDate, todayInJakarta } from "~/utils/dates";
import { deskBlockSchema, unblockSchema } from "~/utils/desk-block-form";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: holdStyles },
];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.calendar.title");

/**
 * Front-desk occupancy calendar `/admin/kalender?hotel=&from=&days=`: the units of one property ×
 * 14–31 nights, each cell booked, held (awaiting payment), blocked by the desk, sold on another
 * channel, in conflict with another channel, or free; a free cell from today on links to a desk
 * booking of that unit and night. Under the grid, the holds in view and the "block a room" form.
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
  if (hotelId === null) return json({ hotels, today, from, days, dates: [], occupancy: null, rows: [], holds: [] });
  const occupancy = await getOccupancy(context.db, hotelId, from, days);
  if (!occupancy) throw errorResponse("desk.errors.notFound", { status: 404 });
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const { rows, holds } = calendarRows(occupancy, dates, today);
  return json({ hotels, today, from, days, dates, occupancy: { hotel: occupancy.hotel }, rows, holds });
}

/** The calendar's URL for a property from a day, keeping the number of days in view. */
function calendarUrl(request: Request, hotelId: number, from: string) {
  const days = new URL(request.url).searchParams.get("days");
  const keep = days && /^\d{1,2}$/.test(days) ? `&days=${days}` : "";
  return `/admin/kalender?hotel=${hotelId}&from=${from}${keep}`;
}

/**
 * Blocks a unit for some nights (refused with the nights already taken: 409) or removes a block, for
 * the front desk; both audited. Invalid fields answer 400 with the errors under them.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const formData = await request.formData();
  const actor = actorOf(session, request);
  if (formData.get("intent") === "unblock") {
    const { block } = parseIntent(formData, unblockSchema, "holds.errors.badRequest");
    const outcome = await unblockUnit(context, block, actor);
    if (!outcome.ok) throw errorResponse("holds.errors.blockGone", { status: 404 });
    const shown = new URL(request.url).searchParams.get("from") ?? "";
    return redirectWithToast(
      calendarUrl(request, outcome.hotelId, isIsoDate(shown) ? shown : outcome.cekin),
      { type: "success", key: "holds.toast.unblocked", values: { unit: outcome.unitNomor } },
      context.env,
    );
  }
  if (formData.get("intent") !== "block") throw errorResponse("holds.errors.badRequest", { status: 400 });
  const submission = parseWithZod(formData, { schema: deskBlockSchema(todayInJakarta()) });
  if (submission.status !== "success") return json<BlockFormResult>({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const outcome = await blockUnit(context, v, actor);
  if (!outcome.ok && outcome.reason === "unit") {
    return json<BlockFormResult>({ result: submission.reply({ fieldErrors: { unit: ["holds.errors.unit"] } }) }, { status: 400 });
  }
  if (!outcome.ok) {
    return json<BlockFormResult>({ result: submission.reply(), taken: outcome.taken }, { status: 409 });
  }
  return redirectWithToast(
    calendarUrl(request, v.hotel, v.cekin),
    { type: "success", key: "holds.toast.blocked", values: { unit: outcome.unitNomor } },
    context.env,
  );
}

export default function CalendarPage() {
  const { hotels, today, from, days, dates, occupancy, rows, holds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
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
        <HotelSelect hotels={hotels} value={hotelId} />
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
              <span className="desk-swatch desk-cell--blocked" aria-hidden="true" /> {legendLabel(t("holds.calendar.blocked"), t("holds.calendar.blockedMeaning"))}
            </li>
            <li>
              <span className="desk-swatch desk-cell--external" aria-hidden="true" /> {t("holds.calendar.externalMeaning")}
            </li>
            <li>
              <span className="desk-swatch desk-cell--conflict" aria-hidden="true" /> {legendLabel(t("holds.calendar.conflict"), t("holds.calendar.conflictMeaning"))}
            </li>
            <li>
              <span className="desk-swatch desk-cell--past" aria-hidden="true" /> {t("desk.calendar.past")}
            </li>
          </ul>
          <p>
            <Link to={`/admin/kalender/bentrok?hotel=${occupancy.hotel.id}`}>{t("holds.calendar.conflictsLink")}</Link>
          </p>
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
                      {unit.cells.map((cell) => (
                        <CalendarCell
                          key={cell.date}
                          cell={cell}
                          unitId={unit.id}
                          unitNomor={unit.nomor}
                          hotelId={occupancy.hotel.id}
                          long={long}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <HoldList holds={holds} long={long} busy={busy} />
          <BlockForm
            key={`${occupancy.hotel.id}`}
            hotelId={occupancy.hotel.id}
            units={rows}
            today={today}
            defaultFrom={from}
            actionData={actionData}
            long={long}
            busy={busy}
          />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kalender" backLabel="desk.book.backToCalendar" />;
}
