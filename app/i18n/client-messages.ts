import i18next, { type Resource } from "i18next";
import { isLanguage, type Language } from "./config";
import type { PublicMessages } from "./locales/id-public";
import type { StaffMessages } from "./locales/id-staff";

/**
 * Browser side of the catalogues: a page downloads its own language only, and the "staff" namespace
 * of it only on staff pages, so visitors never download staff messages (docs/decisions/005-i18n.md).
 */
const publicLoaders: Record<Language, () => Promise<{ default: PublicMessages }>> = {
  id: () => import("./locales/id-public"),
  en: () => import("./locales/en-public"),
  fr: () => import("./locales/fr-public"),
};

const staffLoaders: Record<Language, () => Promise<{ default: StaffMessages }>> = {
  id: () => import("./locales/id-staff"),
  en: () => import("./locales/en-staff"),
  fr: () => import("./locales/fr-staff"),
};

let staffLoading: Promise<void> | null = null;

/** The resources a document needs before it hydrates: "public", plus "staff" on staff pages. */
export async function loadDocumentMessages(language: Language, staff: boolean): Promise<Resource> {
  const [publicPart, staffPart] = await Promise.all([
    publicLoaders[language](),
    staff ? staffLoaders[language]() : Promise.resolve(null),
  ]);
  if (staff) staffLoading = Promise.resolve();
  return { [language]: staffPart ? { public: publicPart.default, staff: staffPart.default } : { public: publicPart.default } };
}

/**
 * Before a client-side navigation renders a staff page: downloads the "staff" namespace of the page's
 * language once and adds it to i18next.
 */
export function ensureStaffMessages(): Promise<void> {
  const language = i18next.language;
  if (!staffLoading && isLanguage(language)) {
    staffLoading = staffLoaders[language]().then(({ default: staffPart }) => {
      i18next.addResourceBundle(language, "staff", staffPart, true, true);
    });
    staffLoading.catch(() => {
      staffLoading = null;
    });
  }
  return staffLoading ?? Promise.resolve();
}
