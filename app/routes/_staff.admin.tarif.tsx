import { parseWithZod } from "~/utils/parse-with-zod";
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
import { rateGridRoomTypes, readRateCalendar, setRates } from "~/models/rate-calendar.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { actorOf } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import deskStyles from "~/styles/desk.css";
import rateGridStyles from "~/styles/rate-grid.css";
import { addDays, todayInJakarta } from "~/utils/dates";
import { errorResponse, isErrorData } from "~/utils/invariant";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { rateChangeSchema } from "~/utils/rate-change";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
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
  const [y, m] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return d.toISOString().slice(0, 7);
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
  if (roomTypeId === null) return json({ roomTypes, month, range, calendar: null });
  const calendar = await readRateCalendar(context.db, roomTypeId, range.from, range.to, language);
  if (!calendar) throw errorResponse("rateGrid.errors.roomType", { status: 404 });
  return json({ roomTypes, month, range, calendar });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, RATE_ROLES);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: rateChangeSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  // Another estate's room type: the same 404 as an unknown one, and no rate is written.
  await (await estateGuard(context.db, session.user.id)).require("roomType", submission.value.roomTypeId, "rateGrid.errors.roomType");
  const input = { ...Object.fromEntries(form), weekdays: form.getAll("weekdays").map(String) } as Parameters<typeof setRates>[2];
  let nights: number;
  try {
    nights = (await setRates(context.db, actorOf(session, request), input)).nights;
  } catch (error) {
    // A change that chose no day is a form problem, shown on the form; anything else is the error page.
    if (!(error instanceof Response) || error.status !== 400) throw error;
    const data: unknown = await error.clone().json();
    if (!isErrorData(data)) throw error;
    return json({ result: submission.reply({ formErrors: [data.key] }) }, { status: 400 });
  }
  const { roomTypeId, from } = submission.value;
  return redirectWithToast(
    `/admin/tarif?type=${roomTypeId}&month=${from.slice(0, 7)}`,
    { type: "success", key: "rateGrid.toast.saved", values: { count: nights } },
    context.env,
  );
}

export default function RateGridPage() {
  const { roomTypes, month, range, calendar } = useLoaderData<typeof loader>();
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

  return (
    <section className="staff-page desk-page rate-page">
      <header className="desk-page__header">
        <h1>{t("rateGrid.title")}</h1>
        <p className="desk-page__lead">{t("rateGrid.lead")}</p>
      </header>

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
            from={shown.from}
            to={shown.to}
            picked={selection !== null}
            onRangeInput={(next) => setSelection(next.from && next.to ? next : null)}
            lastResult={actionData?.result}
          />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/tarif" backLabel="rateGrid.title" />;
}
