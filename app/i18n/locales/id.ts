/**
 * Indonesian: the site's main language and the source of truth for message keys. Each feature keeps
 * its messages in locales/<lang>/<feature>.ts, listed in <lang>-public.ts (what visitors' pages show)
 * or <lang>-staff.ts (back-office only); the e-mails' texts are in <lang>/mail.ts (server only); en and fr
 * must match the Indonesian shape exactly.
 */
import idPublic from "./id-public";
import idStaff from "./id-staff";
import idMail from "./id/mail";
import type { Widen } from "./widen";

const id = { ...idPublic, ...idStaff, ...idMail };

export default id;
export type Messages = Widen<typeof id>;
