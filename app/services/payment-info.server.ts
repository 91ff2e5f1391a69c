import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import { i18nServer } from "~/i18n/i18n.server";
import { listHowtos } from "~/models/guest.server";
import { getReservationDetail, type ReservationDetail } from "~/models/reservation-detail.server";
import { awaitsPaymentStart, finishBooking } from "~/services/booking.server";
import { formatDate } from "~/utils/dates";
import { mapLink } from "~/utils/maps";
import { langOf } from "~/utils/content-lang";

/**
 * The pending-payment page of a booking (spec §4 status_bayar). The page speaks the visitor's language,
 * but what the booking itself hands the guest — the how-to steps and the e-voucher — stays in the
 * language the guest booked in (`langKey`), whoever opens the link, as the e-mails do. Each such element
 * carries the `lang` it is written in when that is not the page's.
 */
type Context = Pick<AppLoadContext, "db" | "env" | "ctx">;

/**
 * The `lang` of a text shown in the booking's language: "id" for an Indonesian fallback on a page in
 * another language, the booking's language when it is not the page's, none otherwise.
 */
export function bookingTextLang(row: object, field: string, booking: Language, page: Language): string | undefined {
  if (langOf(row, field)) return page === "id" ? undefined : "id";
  return booking === page ? undefined : booking;
}

/** The how-to steps of the booking's payment method, in the booking's language. */
async function howtosOf(context: Context, detail: ReservationDetail, language: Language) {
  if (detail.statusBayar !== "WAITING") return [];
  const rows = await listHowtos(context.db, detail.method.id, detail.langKey);
  return rows.map((h) => ({
    id: h.id,
    nama: h.nama,
    deskripsi: h.deskripsi,
    namaLang: bookingTextLang(h, "nama", detail.langKey, language),
    deskripsiLang: bookingTextLang(h, "deskripsi", detail.langKey, language),
  }));
}

/** The e-voucher of a paid booking, labels, names and dates in the booking's language. */
async function voucherOf(context: Context, detail: ReservationDetail, language: Language) {
  if (detail.statusBayar !== "PAID") return null;
  const booking = detail.langKey;
  const own = booking === language ? detail : ((await getReservationDetail(context.db, { id: detail.id }, "booking")) ?? detail);
  const t = await i18nServer.getFixedT(booking);
  const map = own.hotel.latitude !== null && own.hotel.longitude !== null ? mapLink(own.hotel.latitude, own.hotel.longitude) : null;
  return {
    lang: booking === language ? undefined : (booking as string),
    labels: {
      title: t("payInfo.voucher"),
      kodeBooking: t("payInfo.kodeBooking"),
      stay: t("payInfo.stay"),
      guests: t("payInfo.guests"),
      address: t("payInfo.address"),
      map: t("payInfo.map"),
    },
    hotel: own.hotel.nama,
    hotelLang: langOf(own.hotel, "nama"),
    roomType: own.roomType.nama,
    roomTypeLang: langOf(own.roomType, "nama"),
    alamat: own.hotel.alamat,
    map,
    rooms: own.jumlahKamar,
    guests: own.jumlahTamu,
    dates: `${formatDate(own.cekin, "stay", booking)} – ${formatDate(own.cekout, "stay", booking)}`,
  };
}

/** Everything the page shows, or null when there is no such booking. */
export async function loadPaymentInfo(context: Context, origin: string, kode: string, language: Language) {
  let detail = await getReservationDetail(context.db, { kodeBooking: kode }, language);
  if (!detail) return null;
  // A booking whose request died before its payment was started gets it started (and e-mailed) now.
  if (awaitsPaymentStart(detail)) {
    await finishBooking(context, origin, detail.id);
    detail = (await getReservationDetail(context.db, { id: detail.id }, language)) ?? detail;
  }
  const [howtos, voucher] = await Promise.all([howtosOf(context, detail, language), voucherOf(context, detail, language)]);
  return { detail, howtos, voucher };
}
