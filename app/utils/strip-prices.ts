import { pricesOfNight, type BasePrices, type NightRate } from "./nightly-rate";
import { stripNights, STRIP_DAYS, type PriceStrip, type StripHoliday } from "./price-strip";
import { nightlyOnlinePrice } from "~/orders/rules/pricing";
import { promoAppliesOn, type PromoInput } from "./promo-validity";

// Built on the server (the room page's loader); the page only reads the result (price-strip.ts), so the
// pricing code stays out of its JavaScript.

/**
 * The strip of `days` nightly prices from `from`, from the rate calendar rows and the holidays of that range.
 * Each night is priced as a night of a stay as long as the one searched (`stayNights`), so a promo applies
 * on exactly the nights it would in that stay (its weekdays, date ranges, minimum stay and holidays).
 */
export function priceStrip(
  base: BasePrices,
  promo: Pick<PromoInput, "discPersenPromo" | "validity">,
  rates: readonly NightRate[],
  holidays: readonly ({ tanggal: string } & StripHoliday)[],
  from: string,
  stayNights: number,
  days: number = STRIP_DAYS,
): PriceStrip {
  const rateOf = new Map(rates.map((r) => [r.night, r]));
  const holidayOf = new Map(holidays.map(({ nama, untranslated, tanggal }) => [tanggal, untranslated ? { nama, untranslated } : { nama }]));
  const strip: PriceStrip = { from, harga: [], holidays: {} };
  stripNights(from, days).forEach(({ night }, i) => {
    const rate = rateOf.get(night);
    const holiday = holidayOf.get(night);
    const online = pricesOfNight(base, rate).hargaOnline;
    const promoted = promo.discPersenPromo > 0 && promoAppliesOn(promo.validity, night, { nights: stayNights, holiday: holiday !== undefined });
    strip.harga.push(rate?.stopSell ? null : promoted ? nightlyOnlinePrice(online, promo.discPersenPromo) : online);
    if (holiday) strip.holidays[i] = holiday;
  });
  return strip;
}
