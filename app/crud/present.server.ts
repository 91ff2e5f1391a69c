import type { StoredRecord } from "~/models/crud.server";
import { TRANSLATION_LANGS } from "~/utils/vocabulary";
import { fieldSpecs, type ResourceDefinition } from "./define";
import { periodNames, slotNames, translationName } from "./fields";
import { parsePeriods, weekdaysOf, EVERY_NIGHT } from "~/utils/promo-validity";
import { parseId } from "~/utils/route-params";
import type { ListState, RecordView, ResourceView } from "./view";

/**
 * How the engine shows a definition and a stored row to the page: plain data, no tables (ADR 017).
 */

/** `sort=field,asc|desc` of a sortable field; anything else is the default id,asc. */
export function parseSort(definition: ResourceDefinition, raw: string | null): ListState["sort"] {
  const [fieldName, direction = "asc"] = (raw ?? "").split(",");
  const sortable = fieldName === "id" || definition.sort.some((s) => s === fieldName);
  if (!sortable || (direction !== "asc" && direction !== "desc")) return { field: "id", direction: "asc" };
  return { field: fieldName, direction };
}

export function resourceView(definition: ResourceDefinition, base: string): ResourceView {
  const kinds = new Map(definition.fields.map((f) => [f.name, f.kind]));
  return {
    name: definition.name,
    base,
    fields: fieldSpecs(definition),
    columns: definition.columns.map((name) => ({ name, kind: kinds.get(name) ?? "id" })),
    sort: ["id", ...definition.sort.filter((s) => s !== "id")],
    translatable: definition.entity !== undefined,
    searchable: definition.search.length > 0,
    dialog: definition.dialog ?? "medium",
    rowLinks: [...(definition.rowLinks ?? [])],
  };
}

/** Form values of a stored row as the inputs show them. */
function formValues(definition: ResourceDefinition, record: StoredRecord | null): RecordView["values"] {
  const out: RecordView["values"] = {};
  for (const f of definition.fields) {
    if (f.kind === "refs") out[f.name] = (record?.links[f.name] ?? []).map(String);
    else if (f.kind === "photos" || f.kind === "image") continue;
    else if (f.kind === "boolean") out[f.name] = record ? (record.values[f.name] ? "on" : "") : "on";
    // A new row's nights of the week: all ticked (the column's default, every night).
    else if (f.kind === "weekdays") out[f.name] = weekdaysOf(record ? Number(record.values[f.name]) : EVERY_NIGHT).map(String);
    else if (f.kind === "periods") {
      const periods = parsePeriods(record ? (record.values[f.name] as string | null) : null);
      periodNames(f).forEach((names, i) => {
        const [from, to] = periods[i] ?? [null, null];
        if (from) out[names.from] = from;
        if (to) out[names.to] = to;
      });
    }
    else {
      const value = record ? record.values[f.name] : f.initial;
      if (value !== null && value !== undefined) out[f.name] = String(value);
    }
  }
  for (const [name, byLang] of Object.entries(record?.translations ?? {})) {
    for (const lang of TRANSLATION_LANGS) {
      const text = byLang[lang];
      if (text) out[translationName(name, lang)] = text;
    }
  }
  return out;
}

/** R2 keys of the images a record shows now, by form name (image fields and photo slots). */
export function currentImages(definition: ResourceDefinition, record: StoredRecord | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!record) return out;
  for (const f of definition.fields) {
    const value = record.values[f.name];
    if (f.kind === "image" && typeof value === "string") out[f.name] = value;
    if (f.kind === "photos") {
      slotNames(f).forEach((slotName, i) => {
        const key = record.photos[f.name]?.[i + 1];
        if (key) out[slotName] = key;
      });
    }
  }
  return out;
}

function recordTitle(definition: ResourceDefinition, record: StoredRecord): string {
  const name = definition.title ?? definition.columns.find((c) => c !== "id") ?? "id";
  const value = record.values[name];
  return value === null || value === undefined ? `#${record.id}` : String(value);
}

/** The record a form or a delete confirmation shows; an empty one (defaults) for a new row. */
export function recordView(definition: ResourceDefinition, record: StoredRecord | null): RecordView {
  if (!record) return { id: 0, title: "", values: formValues(definition, null), images: {} };
  return { id: record.id, title: recordTitle(definition, record), values: formValues(definition, record), images: currentImages(definition, record) };
}

/** A path of this site to return to (`?kembali=` or the form's `_kembali`), or null: never another site. */
export function localReturn(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 300) return null;
  return /^\/(?![/\\])[\w\-/.?=&%]*$/.test(raw) ? raw : null;
}

/**
 * A new row's form filled in from the URL (`?hotelId=5` from a property's guide): pickers only, and only
 * ids — the server checks them again on save like anything typed.
 */
export function prefilled(definition: ResourceDefinition, view: RecordView, url: URL): RecordView {
  const values = { ...view.values };
  for (const f of definition.fields) {
    const raw = url.searchParams.get(f.name);
    if (f.kind === "ref" && raw && parseId(raw) !== null) values[f.name] = raw;
  }
  return { ...view, values };
}

/** The list URL to return to: the page the form was opened from, else the list query, nothing else. */
export function returnUrl(base: string, form: FormData): string {
  const back = localReturn(form.get("_kembali"));
  if (back) return back;
  const raw = form.get("_list");
  const params = new URLSearchParams(typeof raw === "string" ? raw.slice(0, 300) : "");
  const kept = new URLSearchParams();
  for (const name of ["page", "sort", "q"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${base}?${query}` : base;
}
