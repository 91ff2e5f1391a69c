import { maskOf, periodsText, promoOf, type PromoInput, type PromoPeriod } from "../../app/utils/promo-validity";
import type { PromoSeed } from "./data/hotels";

/**
 * A seeded promo as the room type stores it (docs/decisions/027): the nights of the week as a mask, the
 * seasons as date ranges of the years around the seed's (last year's year-end range reaches into this year),
 * ranges already over dropped.
 */
export function promoColumns(promo: PromoSeed | undefined, today: string) {
  const year = Number(today.slice(0, 4));
  const periods: PromoPeriod[] = [];
  for (const y of [year - 1, year, year + 1]) {
    for (const [from, to] of promo?.musim ?? []) {
      const end = to < from ? `${y + 1}-${to}` : `${y}-${to}`;
      if (end >= today) periods.push([`${y}-${from}`, end]);
    }
  }
  return {
    discPersenPromo: promo?.persen ?? 0,
    ketPromo: promo?.ket ?? null,
    promoHari: maskOf(promo?.malam ?? []),
    promoPeriode: periodsText(periods),
    promoMinMalam: promo?.minMalam ?? null,
    promoKecualiLibur: promo?.kecualiLibur ?? false,
  };
}

/** The same promo as pricing takes it. */
export function seededPromo(promo: PromoSeed | undefined, today: string): PromoInput {
  return promoOf(promoColumns(promo, today));
}
