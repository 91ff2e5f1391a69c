import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getFixedT } from "~/i18n/i18n.server";
import {
  parseReservationFilters,
  RESERVATION_SEARCH_MAX,
  reservationsForExport,
  searchTooLong,
} from "~/orders/store/front-desk-list.server";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { toCsv } from "~/utils/csv";
import { todayInJakarta } from "~/utils/dates";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

/**
 * The reservation list as CSV (the same search, filters and estates as /admin/reservasi, every matching row up to the
 * export limit), column names in the page's language. Cells are escaped and formula-safe (utils/csv).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const params = new URL(request.url).searchParams;
  if (searchTooLong(params)) {
    throw errorResponse("tapeChart.search.tooLong", { status: 400, values: { max: RESERVATION_SEARCH_MAX } });
  }
  const filters = parseReservationFilters(params);
  if (!filters) throw errorResponse("desk.errors.badFilter", { status: 400 });
  const { scope } = await requireEstateChoice(params, context.db, session.user.id);
  const rows = await reservationsForExport(context.db, filters, scope);
  const { t } = await getFixedT(request);
  const c = (key: string) => t(`desk.list.columns.${key}` as "desk.list.columns.kode");
  const header = [
    c("kode"),
    c("createdAt"),
    c("guest"),
    c("email"),
    c("phone"),
    c("hotel"),
    c("roomType"),
    c("cekin"),
    c("cekout"),
    c("nights"),
    c("rooms"),
    c("guests"),
    c("roomPrice"),
    c("fees"),
    c("extrasDetail"),
    c("extras"),
    c("total"),
    c("status"),
    c("statusBayar"),
    c("mode"),
    c("method"),
  ];
  const body = toCsv(
    header,
    rows.map((r) => [
      r.kodeBooking,
      r.createdAt.toISOString(),
      r.guestNama,
      r.guestEmail,
      r.guestTelepon,
      r.hotelNama,
      r.roomTypeNama,
      r.cekin,
      r.cekout,
      r.durasi,
      r.jumlahKamar,
      r.jumlahTamu,
      // The stored amounts: rooms + tax and fees + extras = total.
      r.totalHargaOnly * r.jumlahKamar,
      r.totalTaxOnly * r.jumlahKamar,
      r.extrasDetail,
      r.totalTambahan,
      r.total,
      r.status,
      r.statusBayar,
      r.mode,
      r.metode,
    ]),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservasi-${todayInJakarta()}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
