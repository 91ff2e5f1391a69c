import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { MonthGrid } from "~/components/rate-grid/MonthGrid";
import { RateForm } from "~/components/rate-grid/RateForm";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { getLanguage } from "~/i18n/i18n.server";
import { LastChange, UndoConfirm } from "~/components/rate-grid/RateUndo";
import { RatePreview } from "~/components/rate-grid/RatePreview";
import { rateGridRoomTypes, readRateCalendar } from "~/models/rate-calendar.server";
import { lastRateChange } from "~/models/rate-undo.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { rateGridAction } from "~/services/rate-grid.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import rateGridStyles from "~/styles/rate-grid.css";
import { addDays, monthStart, todayInJakarta } from "~/utils/dates";
import { errorResponse } from "~/utils/invariant";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { messageOf, orRefuse } from "~/utils/result";
import { RATE_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: rateGridStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("rateGrid.title");

/** YYYY-MM → its first and last day, or null. */
function monthRange(month: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  return { from: `${month}-01`, to: addDays(`${nextMonth(month)}-01`, -1) };
}

function nextMonth(month: string, step = 1): string {
  return monthStart(`${month}-01`, step).slice(0, 7);
}

/**
 * `/admin/tarif?type=&month=YYYY-MM`: one room type's month of rates and the form that changes them; the
 * picker offers the room types of the account's estates, and another estate's is 404 as an unknown one.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, RATE_ROLES);
  const language = await getLanguage(request);
  const params = new URL(request.url).searchParams;
  const month = params.get("month") || todayInJakarta().slice(0, 7);
  const range = monthRange(month);
  const rawType = params.get("type");
  const typeParam = rawType ? parseId(rawType) : null;
  if (!range || (rawType && typeParam === null)) throw errorResponse("rateGrid.errors.badMonth", { status: 400 });
  const guard = await estateGuard(context.db, session.user.id);
  if (typeParam !== null) await guard.require("roomType", typeParam, "rateGrid.errors.roomType");
  const roomTypes = await rateGridRoomTypes(context.db, language, guard.scope);
  const roomTypeId = typeParam ?? roomTypes[0]?.id ?? null;
  if (roomTypeId === null) return json({ roomTypes, month, range, calendar: null, lastChange: null });
  const calendar = await readRateCalendar(context.db, roomTypeId, range.from, range.to, language);
  if (!calendar) throw errorResponse("rateGrid.errors.roomType", { status: 404 });
  // The last change of this room type, to undo; one that also wrote another estate's room type is not offered.
  const last = await lastRateChange(context.db, roomTypeId, language);
  const lastChange = last && last.roomTypes.every((t) => roomTypes.some((r) => r.id === t.id)) ? last : null;
  return json({ roomTypes, month, range, calendar, lastChange });
}

/** Review a change (nothing written), save it with the nights kept or overwritten, or undo the last one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, RATE_ROLES);
  const outcome = orRefuse(await rateGridAction(request, context, session, await getLanguage(request)));
  switch (outcome.kind) {
    case "undoPreview":
      return json({ undo: outcome.undo } as const);
    case "invalid": {
      const { submission, failure } = outcome;
      return json({ result: submission.reply(failure ? { formErrors: [messageOf(failure)] } : undefined) } as const, { status: 400 });
    }
    case "preview":
      return json({ preview: outcome.preview, stale: outcome.stale } as const, { status: outcome.stale ? 409 : 200 });
    case "undone":
      return redirectWithToast(outcome.to, { type: "success", key: "rateGrid.undo.done", values: { count: outcome.nights } }, context.env);
    case "saved":
      return redirectWithToast(
        outcome.to,
        outcome.kept > 0
          ? { type: "success", key: "rateGrid.toast.savedKept", values: { count: outcome.nights, kept: outcome.kept } }
          : { type: "success", key: "rateGrid.toast.saved", values: { count: outcome.nights } },
        context.env,
      );
  }
}

export default function RateGridPage() {
  const { roomTypes, month, range, calendar, lastChange } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const [selection, setSelection] = useState<{ from: string; to: string } | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  const typeId = calendar?.roomType.id ?? "";
  const monthLabel = new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${range.from}T00:00:00Z`));

  // First click (or pressing on a day) sets the start; the next click, or dragging, the end.
  const pick = (date: string, dragging: boolean) => {
    if (dragging && anchor) {
      setSelection(anchor <= date ? { from: anchor, to: date } : { from: date, to: anchor });
      return;
    }
    if (anchor === null) {
      setAnchor(date);
      setSelection({ from: date, to: date });
    } else {
      setSelection(anchor <= date ? { from: anchor, to: date } : { from: date, to: anchor });
      setAnchor(null);
    }
  };
  const shown = selection ?? range;
  const here = `/admin/tarif?type=${typeId}&month=${month}`;
  const hotelId = roomTypes.find((r) => r.id === calendar?.roomType.id)?.hotelId;
  const siblings = roomTypes.filter((r) => r.hotelId === hotelId);
  const preview = actionData && "preview" in actionData ? actionData : null;
  const undo = actionData && "undo" in actionData ? actionData.undo : null;

  return (
    <section className="staff-page desk-page rate-page">
      <header className="desk-page__header">
        <h1>{t("rateGrid.title")}</h1>
        <p className="desk-page__lead">{t("rateGrid.lead")}</p>
      </header>

      {/* A change to confirm comes first, in view (without JavaScript it is the page the post returns). */}
      {preview && calendar ? <RatePreview preview={preview.preview} stale={preview.stale} language={language} cancelTo={here} /> : null}
      {undo && calendar ? <UndoConfirm change={undo} shownType={calendar.roomType.id} language={language} cancelTo={here} /> : null}

      <Form method="get" className="desk-filters" aria-label={t("rateGrid.picker")}>
        <label className="desk-field">
          <span>{t("rateGrid.roomType")}</span>
          <select name="type" defaultValue={typeId}>
            {roomTypes.map((r) => (
              <option key={r.id} value={r.id}>
                {r.hotelNama} — {r.nama}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("rateGrid.month")}</span>
          <input type="month" name="month" defaultValue={month} required pattern="\d{4}-\d{2}" />
        </label>
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("rateGrid.show")}
          </button>
        </div>
      </Form>

      {calendar === null ? (
        <p className="staff-empty">{t("rateGrid.noRoomTypes")}</p>
      ) : (
        <>
          <nav className="desk-cal-nav" aria-label={t("rateGrid.month")}>
            <Link to={`?type=${typeId}&month=${nextMonth(month, -1)}`} className="button button--secondary" rel="prev">
              {t("rateGrid.previous")}
            </Link>
            <Link to={`?type=${typeId}&month=${nextMonth(month)}`} className="button button--secondary" rel="next">
              {t("rateGrid.next")}
            </Link>
          </nav>
          <p>
            {t("rateGrid.base", {
              online: formatRupiah(calendar.roomType.hargaOnline, language),
              offline: formatRupiah(calendar.roomType.hargaOffline, language),
            })}
            {calendar.roomType.discPersenPromo > 0 ? ` ${t("rateGrid.promo", { percent: calendar.roomType.discPersenPromo })}` : null}
          </p>
          <ul className="rate-legend">
            {calendar.roomType.discPersenPromo > 0 ? <li className="rate-legend__price">{t("rateGrid.legendPrice")}</li> : null}
            <li className="rate-legend__weekend">{t("rateGrid.weekend")}</li>
            <li className="rate-legend__holiday">{t("rateGrid.holiday")}</li>
            <li className="rate-legend__changed">{t("rateGrid.changed")}</li>
          </ul>
          <p className="desk-muted">{t("rateGrid.selectHint")}</p>
          <MonthGrid
            days={calendar.days}
            caption={t("rateGrid.caption", { roomType: calendar.roomType.nama, hotel: calendar.roomType.hotelNama, month: monthLabel })}
            language={language}
            selection={selection}
            onPick={pick}
          />
          {selection ? (
            <p role="status" className="rate-selection">
              {t("rateGrid.selected", { from: selection.from, to: selection.to })}
            </p>
          ) : null}
          <RateForm
            roomTypeId={calendar.roomType.id}
            siblings={siblings}
            from={shown.from}
            to={shown.to}
            picked={selection !== null}
            onRangeInput={(next) => setSelection(next.from && next.to ? next : null)}
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          />
          {lastChange ? <LastChange change={lastChange} shownType={calendar.roomType.id} language={language} /> : null}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/tarif" backLabel="rateGrid.title" />;
}
