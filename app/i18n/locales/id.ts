/**
 * Indonesian: the site's main language and the source of truth for message keys. Each feature keeps
 * its messages in locales/<lang>/<feature>.ts, listed in <lang>-public.ts (what visitors' pages show)
 * or <lang>-staff.ts (back-office only); en and fr must match the Indonesian shape exactly.
 */
import idPublic from "./id-public";
import idStaff from "./id-staff";
import type { Widen } from "./widen";

const id = { ...idPublic, ...idStaff };

export default id;
export type Messages = Widen<typeof id>;
