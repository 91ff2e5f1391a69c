/*
 * What a page needs to mark content that fell back to Indonesian. Kept apart from translatable.ts, whose
 * table list the browser has no use for, so visitors never download it.
 */

/**
 * A content row as a page received it: `untranslated` names the fields shown in Indonesian because the
 * page's language has no version of them yet (set by `localize` in app/models/translation.server.ts).
 */
export interface MaybeUntranslated {
  untranslated?: string[];
}

/**
 * The `lang` attribute a field's element needs: "id" when the text fell back to Indonesian on an English
 * or French page, so screen readers and search engines read it as Indonesian; undefined otherwise.
 */
export function langOf(row: object | null | undefined, field: string): "id" | undefined {
  const untranslated = (row as MaybeUntranslated | null | undefined)?.untranslated;
  return untranslated?.includes(field) ? "id" : undefined;
}
