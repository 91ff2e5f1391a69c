import type { AppLoadContext } from "@remix-run/cloudflare";
import { bumpContentVersion } from "~/models/content-version.server";
import { currentThemeColours, saveThemeColours, type ThemeColour } from "~/models/theme.server";
import { clientIp } from "~/models/visitor.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import type { SessionUser } from "~/services/session.server";
import { parseColour, toHex, toRgbString } from "~/utils/colour";

type Context = Pick<AppLoadContext, "db" | "env">;

/** Form field names of one colour: its rgb text, the colour picker, and the value the form was shown with. */
export function themeFieldNames(colour: Pick<ThemeColour, "posisi" | "properti">) {
  const slot = `${colour.posisi}.${colour.properti}`;
  return { text: `value.${slot}`, picker: `picker.${slot}`, shown: `shown.${slot}` };
}

export type ThemeSubmission =
  | { ok: true; changed: ThemeColour[] }
  | { ok: false; values: Record<string, string>; invalid: string[] };

/**
 * Reads the theme form. The rgb text is what counts; without JavaScript the picker is a separate field, so
 * when only the picker moved (the text still shows what the page showed) the picker's colour is taken.
 * Every value must be a colour; it is stored as `rgb(r, g, b)`.
 */
export async function readThemeForm(context: Context, form: FormData): Promise<ThemeSubmission> {
  const current = await currentThemeColours(context.db);
  const values: Record<string, string> = {};
  const invalid: string[] = [];
  const changed: ThemeColour[] = [];
  for (const colour of current) {
    const names = themeFieldNames(colour);
    const text = String(form.get(names.text) ?? colour.value).trim();
    const shown = String(form.get(names.shown) ?? colour.value).trim();
    const picker = String(form.get(names.picker) ?? "").trim();
    const shownColour = parseColour(shown);
    const pickerMoved = picker !== "" && shownColour !== null && picker.toLowerCase() !== toHex(shownColour);
    const chosen = text === shown && pickerMoved ? picker : text;
    values[names.text] = chosen;
    const parsed = parseColour(chosen);
    if (!parsed) {
      invalid.push(names.text);
      continue;
    }
    const value = toRgbString(parsed);
    if (value !== colour.value) changed.push({ ...colour, value });
  }
  return invalid.length > 0 ? { ok: false, values, invalid } : { ok: true, changed };
}

/** Stores the changed colours, records who changed what, and refreshes the cached public pages. */
export async function applyThemeChanges(
  context: Context,
  request: Request,
  actor: SessionUser,
  changed: ThemeColour[],
): Promise<void> {
  if (changed.length === 0) return;
  await saveThemeColours(context.db, changed);
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.themeChanged,
    message: "Theme colours changed",
    remoteAddress: clientIp(request),
    data: { changes: changed.map((c) => `${c.posisi} ${c.properti}: ${c.value}`) },
  });
  await bumpContentVersion(context.db);
}
