import type { AppEnv } from "~/env.server";
import type { ReservationDetail } from "~/orders/store/reservation-detail.server";
import { mapLink } from "~/utils/maps";

/**
 * What the e-voucher hands a paid guest — in the e-mail and on the page after payment — read once from the
 * booking as sold: check-in day and time, the extras booked (the stored lines), the total charged, the
 * property's phone and map, and where to see or cancel the booking. Both vouchers show these; neither
 * computes an amount of its own.
 */
export function voucherFacts(env: Pick<AppEnv, "CHECK_IN_TIME">, r: ReservationDetail) {
  const tambahan = r.charges.tambahan;
  return {
    checkIn: { date: r.cekin, time: env.CHECK_IN_TIME },
    // The extras' names as booked (in the booking's language when read so), or the guest's own note of them.
    extras: tambahan.length > 0 ? tambahan.map((e) => ({ nama: e.nama, amount: e.amount })) : [],
    extrasNote: tambahan.length > 0 ? null : r.tambahpesanan?.trim() || null,
    total: r.total,
    phone: r.hotel.telepon,
    map:
      r.hotel.latitude !== null && r.hotel.longitude !== null
        ? mapLink(r.hotel.latitude, r.hotel.longitude)
        : `https://www.openstreetmap.org/search?query=${encodeURIComponent(r.hotel.alamat)}`,
    /** Pesanan Saya with the code filled in (a path of this site). */
    ordersPath: `/pesanan?${new URLSearchParams({ kode: r.kodeBooking })}`,
  };
}

export type VoucherFacts = ReturnType<typeof voucherFacts>;
