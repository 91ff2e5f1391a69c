import type { Page } from "@playwright/test";

/**
 * Finding Indonesian left on an English or French page: the visible text nodes of a page, and those of the
 * target language's rendering that are equal to a text node of the Indonesian rendering of the same page.
 */

export type TargetLanguage = "en" | "fr";

/**
 * Proper names made of words that would otherwise count as Indonesian: company and brand names, which stay as
 * they are in every language. Removed from a text before its words are checked.
 */
export const PROPER_NAMES: readonly string[] = [
  "PT Perkebunan Rolas Nusantara",
  "Agrowisata Rolas Nusantara",
  "Hotel Rolas Malang",
  "Java Ijen Arabica",
  "Virtual Account",
  "Wonderful Indonesia",
  "Bank Rakyat Indonesia",
  "Bank Negara Indonesia",
  "Kereta Api Indonesia",
  "MAGMA Indonesia",
  // A Banyuwangi dish, named the same on every menu.
  "Tahu Petis",
];

/**
 * Single words a text may be made of and still be right in the target language: place names, brands, and
 * words spelled the same in Indonesian and in that language (room grades, month names that coincide…).
 */
const PLACES = [
  "Malang",
  "Surabaya",
  "Jember",
  "Banyuwangi",
  "Bondowoso",
  "Ijen",
  "Wonosari",
  "Blawan",
  "Jampit",
  "Kalibaru",
  "Gumitir",
  "Kahyangan",
  "Kertowono",
  "Rolas",
  "Lawang",
  "Lumajang",
  "Java",
];
/** The seeded guests who wrote reviews. */
const PEOPLE = ["Siti", "Hendra", "Andi"];
const BRANDS = [
  "Agrowisata",
  "WhatsApp",
  "BCA",
  "BNI",
  "BRI",
  "Mandiri",
  "Permata",
  "FINPAY",
  "Finpay",
  "KAI",
  "BMKG",
  "V60",
  // Payment brands, now all listed on the payment step.
  "QRIS",
  "GoPay",
  "ShopeePay",
  "LinkAja",
  "Visa",
  "Mastercard",
  "JCB",
  "Indomaret",
  "Alfamart",
];
/** Words of every language here: the currency, and what hotels and coffee bars call the same everywhere. */
const SHARED = [
  "Rp",
  "Wi-Fi",
  "TV",
  "Captcha",
  "Email",
  "E-mail",
  "Villa",
  "Cottage",
  "Standard",
  "Deluxe",
  "Suite",
  "Total",
  "Promo",
  "FAQ",
  "Espresso",
  "Cappuccino",
  "Festival",
  "Minibar",
  // Western Indonesian Time, the zone's own abbreviation.
  "WIB",
];
export const SAME_WORDS: Record<TargetLanguage, readonly string[]> = {
  en: [
    ...PLACES,
    ...PEOPLE,
    ...BRANDS,
    ...SHARED,
    "Indonesia",
    "Hotel",
    "Homestay",
    "Reset",
    "Status",
    "Family",
    "Superior",
    "Extra",
    "Bed",
    "Check-in",
    "Check-out",
    "ATM",
    "Internet",
    "Mobile",
    "Banking",
    // Month names and their abbreviations that English and Indonesian spell alike.
    "Jan",
    "Feb",
    "Mar",
    "Apr",
    "April",
    "Jun",
    "Jul",
    "Sep",
    "September",
    "Nov",
    "November",
  ],
  fr: [...PLACES, ...PEOPLE, ...BRANDS, ...SHARED],
};

/**
 * Lists whose options are names in their own right and are not translated by the site: countries (named by the
 * runtime in the page language, where many coincide), Indonesian provinces and regencies, and the cities.
 */
const NAME_LISTS = ["#booking-negara", "#booking-provinsi", "#booking-kabupaten", 'select[name="kota"]'];

/**
 * Text guests wrote themselves (reviews, and the names they signed them with): shown as written, in whatever language the guest used, as on every
 * booking site; it is not content staff can translate.
 */
const GUEST_WRITTEN = ".review__text, .review__guest";

/** The text nodes a visitor can read (or pick from a visible list), whitespace collapsed, in document order. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(([nameLists, guestWritten]) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, noscript, template")) continue;
      if (parent.closest(guestWritten)) continue;
      const select = parent.closest("select");
      if (select && nameLists.some((selector) => select.matches(selector))) continue;
      const shown = select ?? parent;
      if (!shown.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    return texts;
  }, [NAME_LISTS, GUEST_WRITTEN] as const);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Postal addresses are written as the post reads them in every language ("Jl. …", "Kec. …", a postcode), and
 * are not among the translatable fields (app/utils/translatable.ts).
 */
const POSTAL_ADDRESS = /^Jl\. |\bKec\. |, [^,]* \d{5}$/;

/** Email addresses and web addresses name a mailbox or a site, not a language. */
const ADDRESSES = /\S+@\S+\.\w+|https?:\/\/\S+/g;

/**
 * True when a text says nothing in a language: a postal address, or no letters once addresses, proper names
 * and shared words are taken out (words compared regardless of case: "Cottage" and "1 cottage").
 */
export function isLanguageNeutral(text: string, language: TargetLanguage): boolean {
  if (POSTAL_ADDRESS.test(text)) return true;
  let rest = text.replace(ADDRESSES, " ");
  for (const name of PROPER_NAMES) rest = rest.replace(new RegExp(escapeRegExp(name), "g"), " ");
  const words = rest.match(/[\p{L}][\p{L}\p{M}\p{N}'’-]*/gu) ?? [];
  const same = new Set(SAME_WORDS[language].map((word) => word.toLowerCase()));
  return words.every((word) => same.has(word.toLowerCase().replace(/[-'’]+$/, "")));
}

/**
 * The texts of the target page equal to a text of the Indonesian page, once each, in the target page's order,
 * without those that are numbers, punctuation, names or shared words.
 */
export function indonesianLeft(
  indonesian: readonly string[],
  target: readonly string[],
  language: TargetLanguage,
): string[] {
  const source = new Set(indonesian);
  return [...new Set(target)].filter((text) => source.has(text) && !isLanguageNeutral(text, language));
}

/** Every equal text, names and shared words included (for re-counting with another list). */
export function equalTexts(indonesian: readonly string[], target: readonly string[]): string[] {
  const source = new Set(indonesian);
  return [...new Set(target)].filter((text) => source.has(text) && /\p{L}/u.test(text));
}
