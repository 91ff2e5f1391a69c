import type { NightRate } from "~/utils/nightly-rate";
import { priceStay, promoOf, type FeeRule, type StayPrice } from "~/orders/rules/pricing";
import type { PromoValidityColumns } from "~/utils/promo-validity";
import type { Stay } from "~/utils/stay";
import { nightPricesOfStay } from "~/orders/rules/stay-rules";

type PricedRoomType = Parameters<typeof nightPricesOfStay>[0] & { discPersenPromo: number; ketPromo: string | null } & PromoValidityColumns;

/**
 * A room type's price for a stay as every guest-facing list shows it — the room page and the all-estates
 * search — from its rate calendar, its promo on the nights that promo is valid for, the holidays and the fees:
 * `priceStay`, the function the booking charges with (ADR 008).
 */
export function stayOfferPrice(
  t: PricedRoomType,
  rates: readonly NightRate[],
  stay: Pick<Stay, "cekin" | "cekout" | "kamar">,
  holidays: ReadonlySet<string>,
  fees: readonly FeeRule[],
): StayPrice {
  return priceStay(promoOf(t), nightPricesOfStay(t, rates, stay.cekin, stay.cekout, holidays), stay.kamar, fees);
}
