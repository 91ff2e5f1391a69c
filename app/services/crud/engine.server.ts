import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { getFixedT } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/message-key";
import { bumpContentVersion } from "~/models/content-version.server";
import {
  countRecords,
  createRecord,
  deleteRecord,
  getRecord,
  isTaken,
  listRecords,
  missingIds,
  pickerOptions,
  updateRecord,
  type RecordWrite,
  type StoredRecord,
  type WriteOutcome,
} from "~/models/crud.server";
import { clientIp } from "~/models/visitor.server";
import { AUDIT, writeAudit, type AuditType } from "~/models/audit-log.server";
import { requireUserWithRole } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { columnOf, fieldSpecs, type ResourceDefinition, type ServerField } from "~/services/crud/define.server";
import { findResource, RESOURCES } from "~/services/crud/resources/index.server";
import { formSchema, imageProblem, slotNames, sniffImageType } from "~/utils/crud-fields";
import { pageInfo, parsePage } from "~/utils/pagination";
import { resourceKey, type CrudActionData, type CrudLoaderData, type CrudViewName, type ListState, type ResourceView } from "~/utils/crud-view";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { normaliseSearchTerm } from "~/utils/search-term";

/** Rows per list page (spec §9 itemsPerPage). */
export const CRUD_PAGE_SIZE = 20;

/** Where a request for the engine points: the index of resources, or one view of one resource. */
export type CrudTarget = { view: "index" } | { view: CrudViewName; definition: ResourceDefinition; id: number | null; base: string };

function notFound(key: MessageKey): never {
  throw json({ key }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

/**
 * Reads the path below the route: `""` (the index, /master only), `{resource}`, `{resource}/new`,
 * `{resource}/{id}/edit`, `{resource}/{id}/delete`. A fixed resource (/kota, /kamarhomestay) has no
 * resource segment. Anything else is a 404 naming what was not found.
 */
export function resolveTarget(splat: string, fixed: string | null): CrudTarget {
  const parts = splat.split("/").filter(Boolean);
  if (!fixed && parts.length === 0) return { view: "index" };
  const name = fixed ?? parts.shift()!;
  const definition = findResource(name);
  if (!definition) notFound("crud.errors.unknownResource");
  const base = fixed ? `/${fixed}` : `/master/${name}`;
  if (parts.length === 0) return { view: "list", definition, id: null, base };
  if (parts.length === 1 && parts[0] === "new") return { view: "new", definition, id: null, base };
  if (parts.length === 2 && (parts[1] === "edit" || parts[1] === "delete") && /^[1-9]\d{0,11}$/.test(parts[0])) {
    return { view: parts[1], definition, id: Number(parts[0]), base };
  }
  notFound("crud.errors.unknownRecord");
}

/** `sort=field,asc|desc` of a sortable field; anything else is the default id,asc. */
export function parseSort(definition: ResourceDefinition, raw: string | null): ListState["sort"] {
  const [fieldName, direction = "asc"] = (raw ?? "").split(",");
  const sortable = fieldName === "id" || definition.sort.includes(fieldName);
  if (!sortable || (direction !== "asc" && direction !== "desc")) return { field: "id", direction: "asc" };
  return { field: fieldName, direction };
}

async function loadList(context: AppLoadContext, definition: ResourceDefinition, url: URL): Promise<ListState> {
  const search = normaliseSearchTerm(url.searchParams.get("q"));
  const sort = parseSort(definition, url.searchParams.get("sort"));
  const total = await countRecords(context.db, definition, search);
  const page = pageInfo(total, parsePage(url.searchParams.get("page")), CRUD_PAGE_SIZE);
  const rows = await listRecords(context.db, definition, { offset: page.offset, size: page.size, sort, search });
  return { rows, page, sort, search };
}

function resourceView(definition: ResourceDefinition, base: string): ResourceView {
  const kinds = new Map(definition.fields.map((f) => [f.name, f.kind]));
  return {
    name: definition.name,
    base,
    fields: fieldSpecs(definition),
    columns: definition.columns.map((name) => ({ name, kind: kinds.get(name) ?? "id" })),
    sort: ["id", ...definition.sort.filter((s) => s !== "id")],
    searchable: definition.search.length > 0,
    dialog: definition.dialog ?? "medium",
  };
}

/** Form values of a stored row as the inputs show them. */
function formValues(definition: ResourceDefinition, record: StoredRecord | null): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of definition.fields) {
    if (f.kind === "refs") out[f.name] = (record?.links[f.name] ?? []).map(String);
    else if (f.kind === "photos" || f.kind === "image") continue;
    else if (f.kind === "boolean") out[f.name] = record ? (record.values[f.name] ? "on" : "") : "on";
    else {
      const value = record?.values[f.name];
      if (value !== null && value !== undefined) out[f.name] = String(value);
    }
  }
  return out;
}

/** R2 keys of the images a record shows now, by form name (image fields and photo slots). */
function currentImages(definition: ResourceDefinition, record: StoredRecord | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!record) return out;
  for (const f of definition.fields) {
    if (f.kind === "image" && typeof record.values[f.name] === "string") out[f.name] = record.values[f.name] as string;
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

/** The loader of every master-data page. */
export async function crudLoader(request: Request, context: AppLoadContext, splat: string, fixed: string | null) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const target = resolveTarget(splat, fixed);
  if (target.view === "index") {
    const totals = await Promise.all(RESOURCES.map((d) => countRecords(context.db, d, "")));
    return json<CrudLoaderData>({ view: "index", resources: RESOURCES.map((d, i) => ({ name: d.name, total: totals[i] })) });
  }
  const { definition, id, view, base } = target;
  const url = new URL(request.url);
  const record = id === null ? null : await getRecord(context.db, definition, id);
  if (id !== null && !record) notFound("crud.errors.unknownRecord");
  const list = await loadList(context, definition, url);
  const options = view === "new" || view === "edit" ? await pickerOptions(context.db, definition) : {};
  return json<CrudLoaderData>({
    view,
    resource: resourceView(definition, base),
    list,
    record: record
      ? { id: record.id, title: recordTitle(definition, record), values: formValues(definition, record), images: currentImages(definition, record) }
      : view === "new"
        ? { id: 0, title: "", values: formValues(definition, null), images: {} }
        : null,
    options,
  });
}

/** The list URL to return to: the list query the form was opened from, nothing else. */
function returnUrl(base: string, form: FormData): string {
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

interface Upload {
  name: string;
  field: ServerField;
  slot: number | null;
  file: File;
  type: string;
}

/** Files chosen in the form, checked (type from the bytes, size); problems by form name. */
async function readUploads(definition: ResourceDefinition, form: FormData) {
  const uploads: Upload[] = [];
  const problems: Record<string, string[]> = {};
  for (const f of definition.fields) {
    const names = f.kind === "image" ? [f.name] : f.kind === "photos" ? slotNames(f) : [];
    for (const [i, name] of names.entries()) {
      const file = form.get(name);
      if (!(file instanceof File) || file.size === 0) continue;
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const type = sniffImageType(head);
      const problem = imageProblem(file.size, type);
      if (problem) problems[name] = [problem];
      else uploads.push({ name, field: f, slot: f.kind === "photos" ? i + 1 : null, file, type: type! });
    }
  }
  return { uploads, problems };
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Object keys of uploads: `uploads/{resource}/{random}.{ext}`; never reused, so /images can cache forever. */
function uploadKey(definition: ResourceDefinition, type: string): string {
  return `uploads/${definition.name}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
}

/** Column values to write: HTML sanitised; an empty value of a NOT NULL column with a default takes the default. */
function rowValues(definition: ResourceDefinition, value: Record<string, unknown>, creating: boolean) {
  const values: Record<string, unknown> = {};
  for (const f of definition.fields) {
    if (f.kind === "refs" || f.kind === "photos" || f.kind === "image") continue;
    let v = value[f.name] ?? null;
    if (f.kind === "html" && typeof v === "string") v = sanitizeHtml(v) || null;
    if (v === null) {
      const column = columnOf(definition.table, f.name);
      if (column.notNull && column.hasDefault) {
        if (creating) continue;
        if (typeof column.default === "number" || typeof column.default === "string" || typeof column.default === "boolean") v = column.default;
        else continue;
      }
    }
    values[f.name] = v;
  }
  return values;
}

function auditType(view: CrudViewName): AuditType {
  return view === "new" ? AUDIT.recordCreated : view === "edit" ? AUDIT.recordUpdated : AUDIT.recordDeleted;
}

async function record(context: AppLoadContext, request: Request, login: string, view: CrudViewName, definition: ResourceDefinition, id: number) {
  await writeAudit(context.db, {
    principal: login,
    type: auditType(view),
    remoteAddress: clientIp(request),
    message: `${definition.name} #${id}`,
    data: { resource: definition.name, id },
  });
  await bumpContentVersion(context.db);
}

async function removeObjects(context: AppLoadContext, keys: readonly string[]) {
  // Only our own uploads are removed; seeded illustrations may be shared between rows.
  const ours = keys.filter((key) => key.startsWith("uploads/"));
  if (ours.length > 0) await context.env.BUCKET.delete(ours);
}

function successKey(view: CrudViewName): MessageKey {
  return view === "new" ? "crud.toast.created" : view === "edit" ? "crud.toast.updated" : "crud.toast.deleted";
}

/** The action of every master-data page: create, update or delete, checked, audited, then back to the list. */
export async function crudAction(request: Request, context: AppLoadContext, splat: string, fixed: string | null) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const target = resolveTarget(splat, fixed);
  if (target.view === "index" || target.view === "list") throw json({ key: "crud.errors.unknownRecord" }, { status: 405 });
  const { definition, id, view, base } = target;
  const existing = id === null ? null : await getRecord(context.db, definition, id);
  if (id !== null && !existing) notFound("crud.errors.unknownRecord");
  const form = await request.formData();
  const back = returnUrl(base, form);
  const { t } = await getFixedT(request);
  const label = t(`crud.resources.${resourceKey(definition.name)}` as "crud.resources.kota");

  if (view === "delete") {
    const outcome = await deleteRecord(context.db, definition, id!);
    if (!outcome.ok) {
      if (outcome.reason === "notFound") notFound("crud.errors.unknownRecord");
      return redirectWithToast(back, { type: "error", key: "crud.toast.inUse", values: { resource: label } }, context.env);
    }
    await record(context, request, session.user.login, view, definition, id!);
    await removeObjects(context, Object.values(currentImages(definition, existing)));
    return redirectWithToast(back, { type: "success", key: successKey(view), values: { resource: label } }, context.env);
  }

  const submission = parseWithZod(form, { schema: formSchema(fieldSpecs(definition)) });
  const { uploads, problems } = await readUploads(definition, form);
  const fieldErrors: Record<string, string[]> = { ...problems };
  const fileNames = definition.fields.flatMap((f) => (f.kind === "image" ? [f.name] : f.kind === "photos" ? slotNames(f) : []));
  const reply = (status: number, extra: Record<string, string[]> = {}) =>
    json<CrudActionData>({ result: submission.reply({ fieldErrors: { ...fieldErrors, ...extra }, hideFields: fileNames }) }, { status });

  // A required image must exist after the write: uploaded now, or kept from before.
  for (const f of definition.fields) {
    if (f.kind === "image" && f.required && !uploads.some((u) => u.name === f.name) && !existing?.values[f.name] && !problems[f.name]) {
      fieldErrors[f.name] = [f.requiredMessage ?? "crud.validation.required"];
    }
  }
  if (submission.status !== "success" || Object.keys(fieldErrors).length > 0) return reply(400);
  const value = submission.value as Record<string, unknown>;

  // Pickers must name rows that exist; unique columns must be free (checked again by the database).
  for (const f of definition.fields) {
    if (!f.ref) continue;
    const ids = f.kind === "refs" ? (value[f.name] as number[]) : value[f.name] === null ? [] : [value[f.name] as number];
    if ((await missingIds(context.db, f.ref.table, ids)).length > 0) fieldErrors[f.name] = ["crud.validation.invalidChoice"];
  }
  for (const f of definition.fields) {
    if (f.unique && value[f.name] !== null && (await isTaken(context.db, definition, f.name, value[f.name], id))) fieldErrors[f.name] = [f.unique];
  }
  if (Object.keys(fieldErrors).length > 0) return reply(400);

  const write: RecordWrite = { values: rowValues(definition, value, view === "new"), links: {}, photos: {} };
  for (const f of definition.fields) {
    if (f.kind === "refs") write.links[f.name] = value[f.name] as number[];
    if (f.kind === "photos") {
      const slots: Record<number, string | null> = {};
      slotNames(f).forEach((slotName, i) => {
        if (form.get(`${slotName}Hapus`) === "on") slots[i + 1] = null;
      });
      write.photos[f.name] = slots;
    }
  }
  const stored: string[] = [];
  for (const upload of uploads) {
    const key = uploadKey(definition, upload.type);
    await context.env.BUCKET.put(key, await upload.file.arrayBuffer(), { httpMetadata: { contentType: upload.type } });
    stored.push(key);
    if (upload.slot === null) write.values[upload.name] = key;
    else write.photos[upload.field.name][upload.slot] = key;
  }
  for (const f of definition.fields) {
    if (f.kind === "image" && !f.required && form.get(`${f.name}Hapus`) === "on" && !(f.name in write.values)) write.values[f.name] = null;
  }

  const outcome: WriteOutcome = id === null ? await createRecord(context.db, definition, write) : await updateRecord(context.db, definition, id, write);
  if (!outcome.ok) {
    await removeObjects(context, stored);
    if (outcome.reason === "notFound") notFound("crud.errors.unknownRecord");
    if (outcome.reason === "unique") {
      const f = definition.fields.find((x) => columnOf(definition.table, x.name).name === outcome.column);
      return reply(400, { [f?.name ?? ""]: [f?.unique ?? "crud.validation.taken"] });
    }
    return reply(400, { "": ["crud.validation.reference"] });
  }
  // Images this write replaced or emptied are no longer shown anywhere.
  const before = currentImages(definition, existing);
  const after = id === null ? {} : currentImages(definition, await getRecord(context.db, definition, outcome.id));
  await removeObjects(
    context,
    Object.values(before).filter((key) => !Object.values(after).includes(key)),
  );
  await record(context, request, session.user.login, view, definition, outcome.id);
  return redirectWithToast(back, { type: "success", key: successKey(view), values: { resource: label } }, context.env);
}
