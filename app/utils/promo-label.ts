import { LANGUAGE_TAGS, type Language } from "~/i18n/config";
import type { Translate } from "~/i18n/message-key";
import { addDays, formatDate } from "./dates";
import { weekdayRuns, weekdaysOf, type PromoValidity } from "./promo-validity";

/** A Sunday: day d of the week is this day plus d. */
const A_SUNDAY = "2026-11-01";

/** The name of a weekday (0 = Sunday … 6 = Saturday) in the page's language: "Minggu", "Sunday", "dimanche". */
export function weekdayName(day: number, language: Language): string {
  return formatDate(addDays(A_SUNDAY, day), "weekday", language);
}

function list(items: string[], language: Language, type: "conjunction" | "disjunction"): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { style: "long", type }).format(items);
}

/** The nights of the week, worded: one run reads "Sunday–Thursday nights", others list the days. */
function nightsPart(message: Translate, mask: number, language: Language): string | null {
  const runs = weekdayRuns(mask);
  if (runs.length === 0) return null;
  if (runs.length === 1 && runs[0].from !== runs[0].to) {
    return message("rates.promo.nightsRange", {
      from: weekdayName(runs[0].from, language),
      to: weekdayName(runs[0].to, language),
    });
  }
  return message("rates.promo.nightsList", {
    days: list(
      weekdaysOf(mask).map((d) => weekdayName(d, language)),
      language,
      "conjunction",
    ),
  });
}

/**
 * When a promo applies, worded for guests, one part per condition in the order they read: the nights of the
 * week ("Minggu–Kamis"), the date ranges ("1 Mei 2027 – 31 Agustus 2027 atau …"), the minimum stay and
 * "not on public holidays". Empty for a promo without conditions.
 */
export function promoConditions(message: Translate, validity: PromoValidity, language: Language): string[] {
  const parts: string[] = [];
  const nights = nightsPart(message, validity.hari, language);
  if (nights) parts.push(nights);
  if (validity.periode.length > 0) {
    const day = (d: string) => formatDate(d, "long", language);
    const ranges = validity.periode.map(([from, to]) =>
      from && to
        ? message("rates.promo.period", { from: day(from), to: day(to) })
        : from
          ? message("rates.promo.periodFrom", { date: day(from) })
          : message("rates.promo.periodUntil", { date: day(to ?? "") }),
    );
    parts.push(list(ranges, language, "disjunction"));
  }
  if (validity.minMalam !== null) parts.push(message("rates.promo.minStay", { count: validity.minMalam }));
  if (validity.kecualiLibur) parts.push(message("rates.promo.notHolidays"));
  return parts;
}
