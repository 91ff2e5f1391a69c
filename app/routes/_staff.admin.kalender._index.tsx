import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { HotelSelect } from "~/components/desk-calendar/HotelSelect";
import { BlockForm, type BlockFormResult } from "~/components/desk-calendar/BlockForm";
import { HoldList } from "~/components/desk-calendar/HoldList";
import { TapeChart } from "~/components/desk-calendar/TapeChart";
import { TapeLegend } from "~/components/desk-calendar/TapeLegend";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getTapeChart } from "~/orders/store/occupancy.server";
import { estateGuard, requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { blockUnit, takenNights, unblockUnit, UNIT_REFUSED } from "~/services/desk-blocks.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import holdStyles from "~/styles/desk-holds.css";
import {
  CALENDAR_DAY_CHOICES,
  CALENDAR_DEFAULT_DAYS,
  CALENDAR_MAX_DAYS,
  CALENDAR_MIN_DAYS,
} from "~/utils/calendar-cells";
import { addDays, formatDate, isIsoDate, todayInJakarta } from "~/utils/dates";
import { deskBlockSchema, unblockSchema } from "~/utils/desk-block-form";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";
import { orRefuse } from "~/utils/result";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: holdStyles },
];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.calendar.title");

/**
 * The tape chart `/admin/kalender?hotel=&tipe=&from=&days=`: every estate of the account (or one, or one
 * room type) × 7–31 days, one row per unit grouped by estate and room type; a booking is a bar across its
 * nights that opens the reservation, a free cell from today on opens a walk-in booking of that unit and
 * night. Above the chart the "block a room" form (with an estate choice when every estate is shown), under
 * it the holds in view.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  const today = todayInJakarta();
  const rawType = params.get("tipe") || null;
  const from = params.get("from") || today;
  const rawDays = params.get("days") || null;
  const askedDays = rawDays === null ? null : /^\d{1,2}$/.test(rawDays) ? Number(rawDays) : NaN;
  const roomTypeId = rawType === null ? null : parseId(rawType);
  if (
    (rawType !== null && roomTypeId === null) ||
    !isIsoDate(from) ||
    (askedDays !== null && !(askedDays >= CALENDAR_MIN_DAYS && askedDays <= CALENDAR_MAX_DAYS))
  ) {
    throw errorResponse("tapeChart.errors.badQuery", { status: 400 });
  }
  const { scope, estates: hotels, hotelId } = await requireEstateChoice(params, context.db, session.user.id);
  if (roomTypeId !== null) await (await estateGuard(context.db, session.user.id)).require("roomType", roomTypeId, "desk.errors.notFound");
  // Every estate at once is a long page (each unit × day is a link): it opens on a week, one estate on two.
  const oneEstate = hotelId !== null || roomTypeId !== null || hotels.length <= 1;
  const days = askedDays ?? (oneEstate ? CALENDAR_DEFAULT_DAYS : CALENDAR_MIN_DAYS);
  const chart = await getTapeChart(context.db, { scope, hotelId, roomTypeId, from, days }, today);
  if (roomTypeId !== null && !chart.roomTypes.some((rt) => rt.id === roomTypeId)) {
    throw errorResponse("desk.errors.notFound", { status: 404 });
  }
  return json({ hotels, today, from, days, hotelId, roomTypeId, ...chart });
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
  const guard = await estateGuard(context.db, session.user.id);
  if (formData.get("intent") === "unblock") {
    const { block } = parseIntent(formData, unblockSchema, "holds.errors.badRequest");
    await guard.require("block", block, "holds.errors.blockGone");
    const outcome = orRefuse(await unblockUnit(context, block, actor));
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
  // Another estate's property: the same 404 as an unknown one. Another estate's unit on this property's
  // form: the same field error as a unit that is not the property's. Either way, no block.
  await guard.require("hotel", v.hotel, "desk.errors.notFound");
  const outcome = (await guard.allows("unit", v.unit)) ? await blockUnit(context, v, actor) : UNIT_REFUSED;
  if (!outcome.ok && outcome.field) {
    return json<BlockFormResult>({ result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.key] } }) }, { status: outcome.status ?? 400 });
  }
  if (!outcome.ok) {
    return json<BlockFormResult>({ result: submission.reply(), taken: takenNights(outcome) }, { status: outcome.status ?? 409 });
  }
  return redirectWithToast(
    calendarUrl(request, v.hotel, v.cekin),
    { type: "success", key: "holds.toast.blocked", values: { unit: outcome.value.unitNomor } },
    context.env,
  );
}

export default function CalendarPage() {
  const { hotels, today, from, days, hotelId, roomTypeId, roomTypes, dates, rows, holds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { t } = useTranslation();
  const language = usePageLanguage();
  const day = (date: string) => formatDate(date, "short", language).slice(0, 5);
  const long = (date: string) => formatDate(date, "stay", language);
  const query = (start: string) => {
    const params = new URLSearchParams();
    if (hotelId !== null) params.set("hotel", String(hotelId));
    params.set("from", start);
    params.set("days", String(days));
    if (roomTypeId !== null) params.set("tipe", String(roomTypeId));
    return `?${params.toString()}`;
  };
  const dayChoices: number[] = CALENDAR_DAY_CHOICES.includes(days as 7) ? [...CALENDAR_DAY_CHOICES] : [...CALENDAR_DAY_CHOICES, days].sort((x, y) => x - y);

  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("desk.calendar.title")}</h1>
        <p className="desk-page__lead">{t("tapeChart.lead")}</p>
      </header>

      <Form method="get" className="desk-filters" aria-label={t("desk.calendar.form")}>
        <HotelSelect hotels={hotels} value={hotelId} label={t("tapeChart.hotel")} allLabel={t("tapeChart.allHotels")} />
        <label className="desk-field">
          <span>{t("tapeChart.roomType")}</span>
          <select name="tipe" defaultValue={roomTypeId ?? ""}>
            <option value="">{t("tapeChart.allRoomTypes")}</option>
            {roomTypes.map((rt) => (
              <option key={rt.id} value={rt.id}>
                {t("tapeChart.roomTypeOption", { hotel: rt.hotelNama, type: rt.nama })}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("desk.calendar.from")}</span>
          <input type="date" name="from" defaultValue={from} required />
        </label>
        <label className="desk-field">
          <span>{t("tapeChart.days")}</span>
          <select name="days" defaultValue={days}>
            {dayChoices.map((n) => (
              <option key={n} value={n}>
                {t("tapeChart.daysOption", { count: n })}
              </option>
            ))}
          </select>
        </label>
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("desk.calendar.show")}
          </button>
        </div>
      </Form>

      {hotels.length === 0 ? (
        <p className="staff-empty">{t("desk.calendar.noHotels")}</p>
      ) : (
        <>
          {/* Reachable with every estate in view: the estate is then picked in the form itself. */}
          <BlockForm
            key={`${hotelId ?? "all"}`}
            hotelId={hotelId ?? (hotels.length === 1 ? hotels[0].id : null)}
            hotels={hotels}
            units={rows}
            today={today}
            defaultFrom={from}
            actionData={actionData}
            long={long}
            busy={busy}
          />
          <nav className="desk-cal-nav" aria-label={t("desk.calendar.form")}>
            <Link to={query(addDays(from, -7))} className="button button--secondary" rel="prev">
              {t("desk.calendar.previous")}
            </Link>
            <Link to={query(addDays(from, 7))} className="button button--secondary" rel="next">
              {t("desk.calendar.next")}
            </Link>
          </nav>
          <TapeLegend />
          {rows.length === 0 ? (
            <p className="staff-empty">{t("tapeChart.noUnits")}</p>
          ) : (
            <TapeChart rows={rows} dates={dates} today={today} day={day} long={long} />
          )}
          <HoldList holds={holds} long={long} busy={busy} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kalender" backLabel="desk.book.backToCalendar" />;
}
