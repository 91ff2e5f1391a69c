import type { Language } from "./config";
import enPublic from "./locales/en-public";
import enStaff from "./locales/en-staff";
import frPublic from "./locales/fr-public";
import frStaff from "./locales/fr-staff";
import idPublic from "./locales/id-public";
import idStaff from "./locales/id-staff";

/**
 * All bundled messages, keyed by language then namespace ("public" and "staff", see `i18nConfig`).
 * Server-side only: the browser downloads its page's language alone (`client-messages.ts`).
 */
export const resources = {
  id: { public: idPublic, staff: idStaff },
  en: { public: enPublic, staff: enStaff },
  fr: { public: frPublic, staff: frStaff },
} satisfies Record<Language, { public: unknown; staff: unknown }>;
