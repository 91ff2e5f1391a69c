import type { LocalizeGroup } from "./translation.server";
import type { MaybeUntranslated } from "~/utils/content-lang";

/**
 * One group of `localize`'s list, checked against its own rows' type: `idKey` and the row properties of
 * `fields` must be properties of those rows (the list itself is typed on plain objects, where they could
 * not be named).
 */
export function group<R extends object>(rows: LocalizeGroup<R>): LocalizeGroup<object> {
  return rows as unknown as LocalizeGroup<object>;
}

/** What `localize` noted on a row it read (the fields left in Indonesian), to copy onto the row a page receives. */
export function untranslatedOf(row: object): MaybeUntranslated {
  const untranslated = (row as MaybeUntranslated).untranslated;
  return untranslated ? { untranslated } : {};
}
