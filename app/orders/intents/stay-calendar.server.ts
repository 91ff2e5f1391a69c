import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import { translator } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import { ordersUrl } from "~/orders/intents/book-emails.server";
import { jakartaInstant } from "~/utils/dates";
import { writeCalendar } from "~/utils/ical-export";
import { formatRupiah } from "~/utils/money";

/**
 * A booking's stay as one calendar event (`/reservasi-info-pendpay/{kode}/kalender.ics`, docs/decisions/037):
 * from check-in to check-out at the property's times (Asia/Jakarta, written in UTC), its address as the
 * location, the code, what to pay at the reception and the "Pesanan Saya" link. In the page's language.
 */
type CalendarContext = Pick<AppLoadContext, "db" | "env">;

/** "YYYY-MM-DD" and "HH:MM" in Asia/Jakarta as an instant. */
function wib(day: string, time: string): Date {
  const hhmm = /^\d{2}:\d{2}$/.test(time) ? time : "12:00";
  return jakartaInstant(day, hhmm);
}

/** The iCalendar text of the booking's stay; null for no such booking, or one that is no longer standing. */
export async function stayCalendar(context: CalendarContext, kode: string, language: Language, now = new Date()): Promise<string | null> {
  const r = await getReservationDetail(context.db, { kodeBooking: kode }, language);
  if (!r || (r.status !== "BOOKED" && r.status !== "CHECKED_IN")) return null;
  const t = translator(fixedT(language));
  const host = new URL(context.env.PUBLIC_SITE_URL).host;
  const description = t("payInfo.reception.calendarDescription", {
    kode: r.kodeBooking,
    total: formatRupiah(r.total, language),
    url: ordersUrl(context.env, r.kodeBooking, language),
  });
  return writeCalendar({
    name: r.hotel.nama,
    stamp: now,
    events: [
      {
        uid: `${r.kodeBooking}@${host}`,
        start: wib(r.cekin, r.hotel.jamCekin),
        end: wib(r.cekout, r.hotel.jamCekout),
        summary: t("payInfo.reception.calendarSummary", { hotel: r.hotel.nama, kode: r.kodeBooking }),
        location: r.hotel.alamat,
        description,
      },
    ],
  });
}
