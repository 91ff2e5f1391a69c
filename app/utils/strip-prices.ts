import { pricesOfNight, type BasePrices, type NightRate } from "./nightly-rate";
import { stripNights, STRIP_DAYS, type PriceStrip, type StripHoliday } from "./price-strip";
import { nightlyOnlinePrice } from "./pricing";

// Built on the server (the room page's loader); the page only reads the result (price-strip.ts), so the
// pricing code stays out of its JavaScript.

/** The strip of `days` nightly prices from `from`, from the rate calendar rows and the holidays of that range. */
export function priceStrip(
  base: BasePrices,
  discPersenPromo: number,
  rates: readonly NightRate[],
  holidays: readonly ({ tanggal: string } & StripHoliday)[],
  from: string,
  days: number = STRIP_DAYS,
): PriceStrip {
  const rateOf = new Map(rates.map((r) => [r.night, r]));
  const holidayOf = new Map(holidays.map(({ nama, untranslated, tanggal }) => [tanggal, untranslated ? { nama, untranslated } : { nama }]));
  const strip: PriceStrip = { from, harga: [], holidays: {} };
  stripNights(from, days).forEach(({ night }, i) => {
    const rate = rateOf.get(night);
    strip.harga.push(rate?.stopSell ? null : nightlyOnlinePrice(pricesOfNight(base, rate).hargaOnline, discPersenPromo));
    const holiday = holidayOf.get(night);
    if (holiday) strip.holidays[i] = holiday;
  });
  return strip;
}
