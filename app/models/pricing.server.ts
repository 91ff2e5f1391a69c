import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { extra, fee, roomType } from "~/db/schema";
import type { FeeRule } from "~/orders/rules/pricing";

/**
 * Pricing (docs/decisions/008-search-availability-pricing.md): `priceStay` in `utils/pricing.ts` is the
 * only place prices are computed — pure, so the booking page's summary runs the same code in the
 * browser. This module adds what needs the database: the nightly price as SQL for search, and the fee
 * and extra rules.
 */
export {
  chargeLines,
  chargeSheetOf,
  extraQuantity,
  flatNights,
  nightlyOnlinePrice,
  NO_PROMO,
  offlineStay,
  percentOf,
  priceStay,
  promoOf,
  rincianMalamOf,
  type ChargeLine,
  type ChargeSheet,
  type ExtraLine,
  type ExtraRule,
  type ExtrasInput,
  type FeeRule,
  type NightLine,
  type NightPrice,
  type PriceLine,
  type PromoInput,
  type RoomPriceInput,
  type StayPrice,
} from "~/orders/rules/pricing";

/** The columns of a room type's promo validity, to select beside `disc_persen_promo` and read with `promoOf`. */
export const promoValidityColumns = {
  promoHari: roomType.promoHari,
  promoPeriode: roomType.promoPeriode,
  promoMinMalam: roomType.promoMinMalam,
  promoKecualiLibur: roomType.promoKecualiLibur,
};

/**
 * The same nightly price as an SQL expression, so search can filter and sort on it in the database.
 * SQLite's integer division truncates, which equals floor for these non-negative values; a test
 * checks that both agree.
 */
export function nightlyOnlinePriceSql(hargaOnline: SQL, discPersenPromo: SQL): SQL {
  return sql`(${hargaOnline} - ((${hargaOnline} * min(max(${discPersenPromo}, 0), 100) + 50) / 100))`;
}

/** The active tax and fee rules, in their configured order. */
export async function loadFees(db: Db): Promise<FeeRule[]> {
  return feesQuery(db);
}

/** The fee query on its own, for pages that read it in a batch with their other queries. */
export function feesQuery(db: Db) {
  return db
    .select({ id: fee.id, nama: fee.nama, jenis: fee.jenis, nilai: fee.nilai })
    .from(fee)
    .where(eq(fee.aktif, true))
    .orderBy(asc(fee.urutan), asc(fee.id));
}

/** The active extras a guest can add to a booking, with their prices and bases, in list order. */
export function extrasQuery(db: Db) {
  return db
    .select({ id: extra.id, nama: extra.nama, harga: extra.harga, basis: extra.basis })
    .from(extra)
    .where(eq(extra.aktif, true))
    .orderBy(asc(extra.id));
}
