import dayjs from "dayjs";
import enLocale from "dayjs/locale/en-gb";
import frLocale from "dayjs/locale/fr";
import idLocale from "dayjs/locale/id";
import customParseFormat from "dayjs/plugin/customParseFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type { Language } from "~/i18n/config";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The business runs on Western Indonesia Time: "today", check-in days and deadlines use it. */
export const BUSINESS_TIMEZONE = "Asia/Jakarta";
const JAKARTA_OFFSET_MINUTES = 7 * 60; // WIB has no daylight saving time.

// Locale objects passed explicitly: side-effect registration is unreliable across bundlers.
const DAYJS_LOCALES: Record<Language, ILocale> = { id: idLocale, en: enLocale, fr: frLocale };

/**
 * A pattern written the same in every language, or one per language (a weekday and a date read
 * differently in Indonesian, English and French).
 */
type DatePattern = string | Record<Language, string>;

/** Display formats of spec §9, one name each. */
export const DATE_FORMATS = {
  /** DD/MM/YYYY */
  short: "DD/MM/YYYY",
  /**
   * A weekday and a day — the search form: "Jumat, 01-01-2027" (the spec's dddd,DD-MM-YYYY with a space after
   * the comma), "Friday, 1 January 2027", "vendredi 1 janvier 2027"
   */
  search: { id: "dddd, DD-MM-YYYY", en: "dddd, D MMMM YYYY", fr: "dddd D MMMM YYYY" },
  /** The same, shortened — stays: "Jum, 11-12-2026" (the spec's EEE,dd-MM-yyyy), "Fri, 11 Dec 2026", "ven. 11 déc. 2026" */
  stay: { id: "ddd, DD-MM-YYYY", en: "ddd, D MMM YYYY", fr: "ddd D MMM YYYY" },
  /** MMM dd,yyyy — reviews */
  review: "MMM DD,YYYY",
  /** dd/MM/yy HH:mm — user administration */
  dateTime: "DD/MM/YY HH:mm",
  /** 17 Agustus 2026 — long, for events and articles */
  long: "D MMMM YYYY",
  /** HH:mm — chat messages */
  time: "HH:mm",
  /** Sabtu — a weekday's name (stay rules) */
  weekday: "dddd",
  /** Sab — a weekday's short name (the nightly price strip) */
  weekdayShort: "ddd",
  /** 5 Des — a day and short month (the nightly price strip) */
  dayMonth: "D MMM",
} as const satisfies Record<string, DatePattern>;

export type DateFormat = keyof typeof DATE_FORMATS;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30), years 0100–9999 as dayjs's strict
 * parse had them. Plain arithmetic: every stay in a URL or form is checked, and the strict parse was 3 % of
 * a search page.
 */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** Today's date (YYYY-MM-DD) in Asia/Jakarta. Independent of the runtime's time zone. */
export function todayInJakarta(now: Date = new Date()): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date, in calendar terms. */
export function addDays(isoDate: string, days: number): string {
  // A pure function asked the same few hundred questions by every page (a room page's strips ask ~100):
  // answered from a bounded memo instead of a Date each time.
  const key = `${isoDate}|${days}`;
  let day = addedDays.get(key);
  if (day === undefined) {
    const [y, m, d] = isoDate.split("-").map(Number);
    day = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    if (addedDays.size >= ADDED_DAYS_MAX) addedDays.clear();
    addedDays.set(key, day);
  }
  return day;
}

const ADDED_DAYS_MAX = 10_000;
const addedDays = new Map<string, string>();

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Formatted calendar days (a pure function of day, format and language), bounded. */
const FORMATTED_DAYS_MAX = 5_000;
const formattedDays = new Map<string, string>();

/**
 * Formats a date-only value (YYYY-MM-DD, shown as the calendar day) or an instant (Date or epoch ms,
 * shown in Asia/Jakarta) in one of the spec's formats and the page's language.
 */
export function formatDate(value: string | number | Date, format: DateFormat, language: Language): string {
  const locale = DAYJS_LOCALES[language];
  const patterns: DatePattern = DATE_FORMATS[format];
  // Patterns rather than Intl: dayjs's locale data is bundled, so the server and every browser write the
  // same characters and a page hydrates without a text mismatch.
  const pattern = typeof patterns === "string" ? patterns : patterns[language];
  if (typeof value === "string" && ISO_DATE.test(value)) {
    // A calendar day always reads the same in a format and language: parsed once, not on every render.
    const key = `${language}|${format}|${value}`;
    let text = formattedDays.get(key);
    if (text === undefined) {
      text = dayjs(value, "YYYY-MM-DD").locale(locale).format(pattern);
      if (formattedDays.size >= FORMATTED_DAYS_MAX) formattedDays.clear();
      formattedDays.set(key, text);
    }
    return text;
  }
  return dayjs(value).tz(BUSINESS_TIMEZONE).locale(locale).format(pattern);
}

/**
 * The one weekend of the site (docs/decisions/038): Friday and Saturday *nights* — a night is named by the day it
 * begins, as everywhere in pricing — the nights weekend prices are set for, the room page's strip marks, and the
 * rate grid and the tape chart shade (`getUTCDay` 5 and 6).
 */
export function isWeekendNight(night: string): boolean {
  return weekdayOf(night) >= 5;
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD day (a night is named by the day it begins). */
export function weekdayOf(isoDate: string): number {
  return dayjs.utc(isoDate).day();
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD day. */
export function isoWeekdayOf(isoDate: string): number {
  return weekdayOf(isoDate) || 7;
}

/** Adds whole months to a YYYY-MM-DD date, clamped to the month's last day (31 March − 1 month → 28/29 February). */
export function addMonths(isoDate: string, months: number): string {
  return dayjs.utc(isoDate).add(months, "month").format("YYYY-MM-DD");
}

/** The first day (YYYY-MM-01) of the month `offset` months from the month of a YYYY-MM-DD date. */
export function monthStart(isoDate: string, offset = 0): string {
  return dayjs.utc(isoDate).startOf("month").add(offset, "month").format("YYYY-MM-DD");
}

/** The instant a wall-clock time (HH:mm, midnight unless told) of a YYYY-MM-DD day is in Asia/Jakarta. */
export function jakartaInstant(isoDate: string, hhmm = "00:00"): Date {
  return dayjs.utc(`${isoDate}T${hhmm}`).subtract(JAKARTA_OFFSET_MINUTES, "minute").toDate();
}
