import type { Language } from "./config";
import enPublic from "./locales/en-public";
import enStaff from "./locales/en-staff";
import frPublic from "./locales/fr-public";
import frStaff from "./locales/fr-staff";
import idPublic from "./locales/id-public";
import idStaff from "./locales/id-staff";
import enMail from "./locales/en/mail";
import frMail from "./locales/fr/mail";
import idMail from "./locales/id/mail";

/**
 * All bundled messages, keyed by language then namespace ("public", "staff" and "mail", see `i18nConfig`).
 * Server-side only: the browser downloads its page's language alone (`client-messages.ts`).
 */
export const resources = {
  id: { public: idPublic, staff: idStaff, mail: idMail },
  en: { public: enPublic, staff: enStaff, mail: enMail },
  fr: { public: frPublic, staff: frStaff, mail: frMail },
} satisfies Record<Language, { public: unknown; staff: unknown; mail: unknown }>;
