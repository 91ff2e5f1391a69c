import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { translation, type TranslationLang } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { isHtmlField, type TranslatableEntity } from "~/utils/translatable";
import { sanitizeHtml } from "~/utils/sanitize-html";

/**
 * One kind of content rows a page shows, to be put into the page's language: `entity` is the table they
 * come from, `idKey` the row property holding that table's id ("id" when omitted), and `fields` maps row
 * properties to the table's translatable fields (a list when the names are the same).
 */
export interface LocalizeGroup<R extends object> {
  entity: TranslatableEntity;
  rows: readonly (R | null | undefined)[];
  idKey?: keyof R & string;
  fields: readonly (keyof R & string)[] | Partial<Record<keyof R & string, string>>;
}

// Each entity's ids travel as one JSON parameter: D1 allows 100 bound parameters per statement.
function idsIn(ids: number[]) {
  return sql`${translation.entityId} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/**
 * Puts content rows into the page's language, in place: every translatable text that has a version in
 * `language` is replaced by it; every one that has not keeps its Indonesian text and is named in the
 * row's `untranslated`, so the page can mark it `lang="id"` (`langOf`). Indonesian pages cost nothing;
 * other pages one D1 query for all the groups. HTML fields are sanitised again on the way out.
 */
export async function localize(db: Db, language: Language, groups: LocalizeGroup<object>[]): Promise<void> {
  if (language === "id") return;
  const wanted = new Map<TranslatableEntity, Set<number>>();
  for (const group of groups) {
    const idKey = group.idKey ?? "id";
    for (const row of group.rows) {
      const value = row ? (row as Record<string, unknown>)[idKey] : undefined;
      if (typeof value !== "number") continue;
      let ids = wanted.get(group.entity);
      if (!ids) wanted.set(group.entity, (ids = new Set()));
      ids.add(value);
    }
  }
  if (wanted.size === 0) return;
  const rows = await db
    .select({
      entity: translation.entity,
      entityId: translation.entityId,
      field: translation.field,
      text: translation.text,
    })
    .from(translation)
    .where(
      and(
        eq(translation.lang, language),
        or(...[...wanted].map(([entity, ids]) => and(eq(translation.entity, entity), idsIn([...ids])))),
      ),
    );
  const texts = new Map(rows.map((r) => [`${r.entity}:${r.entityId}:${r.field}`, r.text]));
  for (const group of groups) applyGroup(group, texts);
}

function applyGroup(group: LocalizeGroup<object>, texts: Map<string, string>) {
  const idKey = group.idKey ?? "id";
  const pairs: [string, string][] = Array.isArray(group.fields)
    ? group.fields.map((f: string) => [f, f])
    : Object.entries(group.fields as Record<string, string>);
  for (const row of group.rows) {
    if (!row) continue;
    const record = row as Record<string, unknown> & MaybeUntranslated;
    for (const [property, field] of pairs) {
      const original = record[property];
      if (typeof original !== "string" || original.trim() === "") continue;
      const text = texts.get(`${group.entity}:${String(record[idKey])}:${field}`);
      if (text !== undefined) {
        record[property] = isHtmlField(group.entity, field) ? sanitizeHtml(text) : text;
      } else if (!record.untranslated?.includes(property)) {
        (record.untranslated ??= []).push(property);
      }
    }
  }
}

/** A translatable row's English and French versions, per field (for the back-office form). */
export type RowTranslations = Record<string, Partial<Record<TranslationLang, string>>>;

export async function translationsOf(db: Db, entity: TranslatableEntity, entityId: number): Promise<RowTranslations> {
  const rows = await db
    .select({ field: translation.field, lang: translation.lang, text: translation.text })
    .from(translation)
    .where(and(eq(translation.entity, entity), eq(translation.entityId, entityId)));
  const result: RowTranslations = {};
  for (const row of rows) (result[row.field] ??= {})[row.lang] = row.text;
  return result;
}

/** Which languages each of some rows lacks a version in, for the back-office lists. */
export async function translatedFieldsOf(db: Db, entity: TranslatableEntity, entityIds: number[]) {
  if (entityIds.length === 0) return [];
  return db
    .select({ entityId: translation.entityId, field: translation.field, lang: translation.lang })
    .from(translation)
    .where(and(eq(translation.entity, entity), idsIn(entityIds)));
}

/**
 * The statements that make a row's English and French versions exactly `values` (an empty text removes
 * that version), to run in the same batch as the row's own write. HTML fields are sanitised here.
 */
export function translationWrites(db: Db, entity: TranslatableEntity, entityId: number, values: RowTranslations) {
  const statements = [];
  for (const [field, byLang] of Object.entries(values)) {
    for (const lang of ["en", "fr"] as const) {
      const raw = byLang[lang]?.trim() ?? "";
      const text = raw && isHtmlField(entity, field) ? sanitizeHtml(raw) : raw;
      const key = and(
        eq(translation.entity, entity),
        eq(translation.entityId, entityId),
        eq(translation.field, field),
        eq(translation.lang, lang),
      );
      statements.push(
        text
          ? db
              .insert(translation)
              .values({ entity, entityId, field, lang, text })
              .onConflictDoUpdate({
                target: [translation.entity, translation.entityId, translation.field, translation.lang],
                set: { text, updatedAt: new Date() },
              })
          : db.delete(translation).where(key),
      );
    }
  }
  return statements;
}

/** The statement deleting every translation of some rows, to run in the batch that deletes them. */
export function translationDeletes(db: Db, entity: TranslatableEntity, entityIds: number[]) {
  return db.delete(translation).where(and(eq(translation.entity, entity), inArray(translation.entityId, entityIds)));
}
