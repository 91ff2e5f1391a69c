import { parseWithZod } from "~/utils/parse-with-zod";
import { json, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import { getLanguage } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import {
  countRecords,
  createRecord,
  deleteRecord,
  fieldOfColumn,
  getRecord,
  isTaken,
  listRecords,
  missingIds,
  pickerOptions,
  updateRecord,
  type StoredRecord,
} from "~/models/crud.server";
import { requireUserWithRole } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { invariantResponse } from "~/utils/invariant";
import { pageInfo, parsePage } from "~/utils/pagination";
import { requireId } from "~/utils/route-params";
import { normaliseSearchTerm } from "~/utils/search-term";
import { fieldSpecs, type ResourceDefinition } from "./define";
import { formSchema } from "./fields";
import { currentImages, localReturn, parseSort, prefilled, recordView, resourceView, returnUrl } from "./present.server";
import { findResource, RESOURCES } from "~/models/crud-resources/index.server";
import { missingLanguages } from "~/models/translation-status.server";
import { resourceKey, type CrudActionData, type CrudLoaderData, type CrudViewName, type ListState } from "./view";
import { fileNames, plannedWrite, readUploads, recordChange, removeObjects, storeUploads } from "./write.server";

/**
 * The loaders and actions of the master-data pages, one per view (ADR 017). Remix routes do the
 * routing: /master/:resource/… name the resource in the URL, /kota and /kamarhomestay fix it.
 */

/** Rows per list page (spec §9 itemsPerPage). */
export const CRUD_PAGE_SIZE = 20;

/** A resource a route serves whatever the URL says: the spec's /kota and /kamarhomestay. */
export type FixedResource = "kota" | "kamarhomestay";

type Args = Pick<LoaderFunctionArgs, "request" | "context" | "params">;
type Target = { definition: ResourceDefinition; base: string };

const notFound = { status: 404 } as const;

/** The resource of a route: fixed, or named by `:resource`; unknown → 404. */
function target(params: Params, fixed?: FixedResource): Target {
  const name = fixed ?? params.resource ?? "";
  const definition = findResource(name);
  invariantResponse(definition, "crud.errors.unknownResource", notFound);
  return { definition, base: fixed ? `/${fixed}` : `/master/${name}` };
}

/** The `:id` of a route: a positive whole number, else 404. */
function recordId(params: Params): number {
  return requireId(params.id, "crud.errors.unknownRecord", notFound);
}

async function existingRecord(context: AppLoadContext, definition: ResourceDefinition, id: number): Promise<StoredRecord> {
  const record = await getRecord(context.db, definition, id);
  invariantResponse(record, "crud.errors.unknownRecord", notFound);
  return record;
}

async function loadList(context: AppLoadContext, definition: ResourceDefinition, url: URL): Promise<ListState> {
  const search = normaliseSearchTerm(url.searchParams.get("q"));
  const sort = parseSort(definition, url.searchParams.get("sort"));
  const total = await countRecords(context.db, definition, search);
  const page = pageInfo(total, parsePage(url.searchParams.get("page")), CRUD_PAGE_SIZE);
  const rows = await listRecords(context.db, definition, { offset: page.offset, size: page.size, sort, search });
  const missing = definition.entity ? await missingLanguages(context.db, definition.entity, rows.map((row) => Number(row.id))) : {};
  return { rows, page, sort, search, missing };
}

/** A resource's page: the list, and over it the view (form or delete confirmation) of `record`. */
async function viewPage(args: Args, { definition, base }: Target, view: CrudViewName, record: StoredRecord | null) {
  const url = new URL(args.request.url);
  const list = await loadList(args.context, definition, url);
  const options = view === "new" || view === "edit" ? await pickerOptions(args.context.db, definition) : {};
  const empty = view === "new" ? prefilled(definition, recordView(definition, null), url) : null;
  const shown = view === "list" ? null : (empty ?? recordView(definition, record));
  const returnTo = view === "list" ? null : localReturn(url.searchParams.get("kembali"));
  return json<CrudLoaderData>({ view, resource: resourceView(definition, base), list, record: shown, options, returnTo });
}

/** /master: every resource with its number of rows. */
export async function crudIndexLoader({ request, context }: Args) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const totals = await Promise.all(RESOURCES.map((d) => countRecords(context.db, d, "")));
  return json<CrudLoaderData>({ view: "index", resources: RESOURCES.map((d, i) => ({ name: d.name, total: totals[i] })) });
}

/** /master/:resource, /kota: the paged, searchable, sortable list. */
export async function crudListLoader(args: Args, fixed?: FixedResource) {
  await requireUserWithRole(args.request, args.context, "ROLE_ADMIN");
  return viewPage(args, target(args.params, fixed), "list", null);
}

/** …/new: the empty form over the list. */
export async function crudNewLoader(args: Args, fixed?: FixedResource) {
  await requireUserWithRole(args.request, args.context, "ROLE_ADMIN");
  return viewPage(args, target(args.params, fixed), "new", null);
}

/** …/:id/edit and …/:id/delete: the row's form, or the question whether to delete it. */
export async function crudRecordLoader(args: Args, view: "edit" | "delete", fixed?: FixedResource) {
  await requireUserWithRole(args.request, args.context, "ROLE_ADMIN");
  const resource = target(args.params, fixed);
  const record = await existingRecord(args.context, resource.definition, recordId(args.params));
  return viewPage(args, resource, view, record);
}

/** Any deeper path below a resource (…/:id/view, …/new/x): 404 naming what was not found. */
/** A POST to the index or a list: nothing to change there (405), after the same role and resource checks. */
export async function crudListAction({ request, context, params }: Args, fixed?: FixedResource): Promise<never> {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  if (fixed || params.resource !== undefined) target(params, fixed);
  invariantResponse(false, "errors.methodNotAllowed", { status: 405 });
}

export async function crudUnknownPath({ request, context, params }: Args, fixed?: FixedResource): Promise<never> {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const [first = ""] = (params["*"] ?? "").split("/");
  target(fixed ? {} : { resource: first }, fixed);
  invariantResponse(false, "crud.errors.unknownRecord", notFound);
}

async function toBack(request: Request, context: AppLoadContext, back: string, definition: ResourceDefinition, key: MessageKey, ok: boolean) {
  const t = fixedT(await getLanguage(request));
  const resource = t(`crud.resources.${resourceKey(definition.name)}`, { defaultValue: definition.name });
  return redirectWithToast(back, { type: ok ? "success" : "error", key, values: { resource } }, context.env);
}

/** POST …/:id/delete: deletes the row unless other data still points at it, then back to the list. */
export async function crudDeleteAction(args: Args, fixed?: FixedResource) {
  const { request, context, params } = args;
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const { definition, base } = target(params, fixed);
  const id = recordId(params);
  const existing = await existingRecord(context, definition, id);
  const back = returnUrl(base, await request.formData());
  const outcome = await deleteRecord(context.db, definition, id);
  if (!outcome.ok) {
    invariantResponse(outcome.reason !== "notFound", "crud.errors.unknownRecord", notFound);
    return toBack(request, context, back, definition, "crud.toast.inUse", false);
  }
  await recordChange(context, request, session.user.login, "delete", definition, id);
  await removeObjects(context, Object.values(currentImages(definition, existing)));
  return toBack(request, context, back, definition, "crud.toast.deleted", true);
}

/** POST …/new: creates a row from the form. */
export async function crudCreateAction(args: Args, fixed?: FixedResource) {
  const session = await requireUserWithRole(args.request, args.context, "ROLE_ADMIN");
  return save(args, session.user.login, target(args.params, fixed), null);
}

/** POST …/:id/edit: updates the row from the form. */
export async function crudUpdateAction(args: Args, fixed?: FixedResource) {
  const session = await requireUserWithRole(args.request, args.context, "ROLE_ADMIN");
  const resource = target(args.params, fixed);
  const existing = await existingRecord(args.context, resource.definition, recordId(args.params));
  return save(args, session.user.login, resource, existing);
}

/** Form problems the database answers: pickers naming rows that do not exist, unique values already taken. */
async function databaseProblems(context: AppLoadContext, definition: ResourceDefinition, value: Record<string, unknown>, id: number | null) {
  const problems: Record<string, string[]> = {};
  for (const f of definition.fields) {
    const v = value[f.name];
    if (f.ref) {
      const ids = Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : typeof v === "number" ? [v] : [];
      if ((await missingIds(context.db, f.ref.table, ids)).length > 0) problems[f.name] = ["crud.validation.invalidChoice"];
    }
    if (f.unique && v !== null && v !== undefined && (await isTaken(context.db, definition, f.name, v, id))) problems[f.name] = [f.unique];
  }
  return problems;
}

/** Create or update: checked (form, uploads, pickers, uniqueness), written, audited, then back to the list. */
async function save({ request, context }: Args, login: string, { definition, base }: Target, existing: StoredRecord | null) {
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: formSchema(fieldSpecs(definition)) });
  const { uploads, problems } = await readUploads(definition, form);
  const reply = (fieldErrors: Record<string, string[]>) =>
    json<CrudActionData>({ result: submission.reply({ fieldErrors, hideFields: fileNames(definition) }) }, { status: 400 });

  // A required image must exist after the write: uploaded now, or kept from before.
  for (const f of definition.fields) {
    if (f.kind === "image" && f.required && !uploads.some((u) => u.name === f.name) && !existing?.values[f.name] && !problems[f.name]) {
      problems[f.name] = [f.requiredMessage ?? "crud.validation.required"];
    }
  }
  if (submission.status !== "success" || Object.keys(problems).length > 0) return reply(problems);
  const value: Record<string, unknown> = submission.value;
  const taken = await databaseProblems(context, definition, value, existing?.id ?? null);
  if (Object.keys(taken).length > 0) return reply(taken);

  const write = plannedWrite(definition, value, form, existing === null);
  const stored = await storeUploads(context, definition, uploads, write);
  const outcome = existing ? await updateRecord(context.db, definition, existing.id, write) : await createRecord(context.db, definition, write);
  if (!outcome.ok) {
    await removeObjects(context, stored);
    invariantResponse(outcome.reason !== "notFound", "crud.errors.unknownRecord", notFound);
    if (outcome.reason === "unique") {
      const f = fieldOfColumn(definition, outcome.column);
      return reply({ [f?.name ?? ""]: [f?.unique ?? "crud.validation.taken"] });
    }
    return reply({ "": ["crud.validation.reference"] });
  }
  // Images this write replaced or emptied are no longer shown anywhere.
  const after = existing ? Object.values(currentImages(definition, await getRecord(context.db, definition, outcome.id))) : [];
  await removeObjects(context, Object.values(currentImages(definition, existing)).filter((key) => !after.includes(key)));
  await recordChange(context, request, login, existing ? "edit" : "new", definition, outcome.id);
  const created = !existing && definition.createdTo ? definition.createdTo.replace("{id}", String(outcome.id)) : null;
  return toBack(request, context, created ?? returnUrl(base, form), definition, existing ? "crud.toast.updated" : "crud.toast.created", true);
}
