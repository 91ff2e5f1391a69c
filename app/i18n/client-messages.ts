import i18next from "i18next";
import { provideMessages } from "./catalogues";
import type { Language } from "./config";
import type { Messages } from "./locales/id";
import type { PublicMessages } from "./locales/id-public";
import type { StaffMessages } from "./locales/id-staff";

/**
 * Browser side of the catalogues: a page downloads its own language only, and the back-office part of
 * it only on staff pages, so visitors never download staff messages (docs/decisions/005-i18n.md).
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

let loaded: { language: Language; messages: PublicMessages & Partial<StaffMessages> } | null = null;
let staffLoading: Promise<void> | null = null;

function provide(language: Language, messages: PublicMessages & Partial<StaffMessages>) {
  loaded = { language, messages };
  // Staff keys are asked for only on staff pages, which load them first (ensureStaffMessages).
  provideMessages(language, messages as Messages);
}

/** The messages a document needs before it hydrates: the public ones, plus the staff ones on staff pages. */
export async function loadDocumentMessages(
  language: Language,
  staff: boolean,
): Promise<PublicMessages & Partial<StaffMessages>> {
  const [publicPart, staffPart] = await Promise.all([
    publicLoaders[language](),
    staff ? staffLoaders[language]() : Promise.resolve(null),
  ]);
  const messages = { ...publicPart.default, ...staffPart?.default };
  provide(language, messages);
  if (staff) staffLoading = Promise.resolve();
  return messages;
}

/**
 * Before a client-side navigation renders a staff page: downloads the staff messages of the page's
 * language once and adds them to i18next and to `messagesFor`.
 */
export function ensureStaffMessages(): Promise<void> {
  if (!staffLoading && loaded) {
    const { language } = loaded;
    staffLoading = staffLoaders[language]().then(({ default: staffPart }) => {
      i18next.addResourceBundle(language, "translation", staffPart, true, true);
      provide(language, { ...loaded!.messages, ...staffPart });
    });
    staffLoading.catch(() => {
      staffLoading = null;
    });
  }
  return staffLoading ?? Promise.resolve();
}
