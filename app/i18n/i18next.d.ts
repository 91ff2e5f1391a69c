import "i18next";
import type { Messages } from "./locales/id";
import type { StaffMessages } from "./locales/id-staff";
import type { MailMessages } from "./locales/id/mail";

/**
 * The two namespaces are the two parts the browser downloads separately (docs/decisions/005-i18n.md):
 * "public" is the default namespace and "staff" its fallback (`i18nConfig`), so `t("desk.…")` finds a
 * staff key without a prefix. `public` is typed as what such a `t` answers — its own keys and, through
 * the fallback, the staff ones — because i18next's types give a key found only in the fallback
 * namespace the return type `never`. Keys of both parts are checked against the Indonesian catalogue.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "public";
    resources: { public: Messages; staff: StaffMessages; mail: MailMessages };
  }
}
