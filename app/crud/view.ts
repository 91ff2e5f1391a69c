import type { SubmissionResult } from "@conform-to/react";
import type { FieldSpec } from "~/crud/fields";
import type { MessageKey } from "~/i18n/message-key";
import type { PageInfo } from "~/utils/pagination";
import type { TranslationLang } from "~/utils/vocabulary";

/** What the master-data engine sends a page (plain data: the definitions' tables stay on the server). */

export type CrudViewName = "list" | "new" | "edit" | "delete";
export type SortDirection = "asc" | "desc";
export type Row = Record<string, string | number | boolean | null>;

export interface Option {
  id: number;
  label: string;
}

export interface ListState {
  rows: Row[];
  page: PageInfo;
  sort: { field: string; direction: SortDirection };
  search: string;
  /** Languages each listed row lacks a version in, by row id (translatable resources; rows lacking none absent). */
  missing: Record<string, TranslationLang[]>;
}

/** A page of another part of the site about one row, linked from its list row: `to` with `{id}` replaced. */
export interface RowLink {
  to: `/${string}{id}${string}`;
  /** Message key of the link's text. */
  label: MessageKey;
}

export interface ResourceView {
  name: string;
  /** URL of the list: /kota, /kamarhomestay or /master/{name}. */
  base: string;
  fields: FieldSpec[];
  columns: { name: string; kind: FieldSpec["kind"] | "id" }[];
  sort: string[];
  searchable: boolean;
  dialog: "medium" | "large";
  /** Whether some fields have English and French versions (the list then shows what is missing). */
  translatable: boolean;
  rowLinks: RowLink[];
}

export interface RecordView {
  id: number;
  title: string;
  values: Record<string, string | string[]>;
  /** R2 keys of the images shown now, by form name. */
  images: Record<string, string>;
}

export type CrudLoaderData =
  | { view: "index"; resources: { name: string; total: number }[] }
  | {
      view: CrudViewName;
      resource: ResourceView;
      list: ListState;
      record: RecordView | null;
      options: Record<string, Option[]>;
      /** A page of the site the form was opened from (`?kembali=`), where saving and cancelling return. */
      returnTo: string | null;
    };

/** The missing-translations view: per table with untranslated rows, the counts and the first rows. */
export interface TranslationStatusData {
  perTable: number;
  tables: {
    entity: string;
    /** The resource editing the table (its URL name), null when the back-office has none. */
    resource: string | null;
    total: number;
    missing: Record<TranslationLang, number>;
    rows: { id: number; label: string | null; missing: TranslationLang[] }[];
  }[];
}

export interface CrudActionData {
  result: SubmissionResult<string[]>;
}

/** The i18n key segment of a resource: URL names are kebab-case ("kafe-banner" → "kafeBanner"). */
export function resourceKey(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The list query (page, sort, search) as a query string, without defaults. */
export function listQuery(list: Pick<ListState, "page" | "sort" | "search">, change: { page?: number; sort?: string; search?: string } = {}): string {
  const params = new URLSearchParams();
  const page = change.page ?? list.page.page;
  const sort = change.sort ?? `${list.sort.field},${list.sort.direction}`;
  const search = change.search ?? list.search;
  if (page > 1) params.set("page", String(page));
  if (sort !== "id,asc") params.set("sort", sort);
  if (search) params.set("q", search);
  const text = params.toString();
  return text ? `?${text}` : "";
}
