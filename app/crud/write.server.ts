import type { AppLoadContext } from "@remix-run/cloudflare";
import { bumpContentVersion } from "~/models/content-version.server";
import { emptyValue, type RecordWrite } from "~/models/crud.server";
import type { RowTranslations } from "~/models/translation.server";
import { clientIp } from "~/models/visitor.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { sanitizeHtml } from "~/utils/sanitize-html";
import { TRANSLATION_LANGS } from "~/utils/vocabulary";
import { translatableFields, type ResourceDefinition, type ServerField } from "./define";
import { imageProblem, periodNames, slotNames, sniffImageType, translationName, type IMAGE_TYPES } from "./fields";
import { periodsText } from "~/utils/promo-validity";

/**
 * What a save does besides the row itself (ADR 017): uploads checked by their bytes and stored in R2
 * under fresh keys, replaced uploads removed, the audit row and the content version.
 */

type ImageType = (typeof IMAGE_TYPES)[number];

export interface Upload {
  name: string;
  field: ServerField;
  slot: number | null;
  file: File;
  type: ImageType;
}

/** Form names of a definition's file inputs (image fields and photo slots). */
export function fileNames(definition: ResourceDefinition): string[] {
  return definition.fields.flatMap((f) => (f.kind === "image" ? [f.name] : f.kind === "photos" ? slotNames(f) : []));
}

/** One uploaded file checked: its type read from its bytes, or the message saying why it is refused. */
export async function checkImage(file: File): Promise<{ type: ImageType } | { problem: string }> {
  const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  const problem = imageProblem(file.size, type);
  return problem || !type ? { problem: problem ?? "crud.validation.imageType" } : { type };
}

/** Files chosen in the form, checked (type from the bytes, size); problems by form name. */
export async function readUploads(definition: ResourceDefinition, form: FormData) {
  const uploads: Upload[] = [];
  const problems: Record<string, string[]> = {};
  for (const f of definition.fields) {
    const names = f.kind === "image" ? [f.name] : f.kind === "photos" ? slotNames(f) : [];
    for (const [i, name] of names.entries()) {
      const file = form.get(name);
      if (!(file instanceof File) || file.size === 0) continue;
      const checked = await checkImage(file);
      if ("problem" in checked) problems[name] = [checked.problem];
      else uploads.push({ name, field: f, slot: f.kind === "photos" ? i + 1 : null, file, type: checked.type });
    }
  }
  return { uploads, problems };
}

const EXTENSIONS: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Column values to write: HTML sanitised; an empty value of a NOT NULL column with a default takes the default. */
function rowValues(definition: ResourceDefinition, value: Record<string, unknown>, creating: boolean) {
  const values: Record<string, unknown> = {};
  for (const f of definition.fields) {
    if (f.kind === "refs" || f.kind === "photos" || f.kind === "image") continue;
    let v: unknown = value[f.name] ?? null;
    if (f.kind === "html" && typeof v === "string") v = sanitizeHtml(v) || null;
    if (f.kind === "periods") {
      const day = (name: string) => (typeof value[name] === "string" ? (value[name] as string) : null);
      v = periodsText(periodNames(f).map(({ from, to }) => [day(from), day(to)] as const));
    }
    if (v === null) {
      const empty = emptyValue(definition, f.name, creating);
      if (empty.omit) continue;
      v = empty.value;
    }
    values[f.name] = v;
  }
  return values;
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === "number") : [];
}

/**
 * English and French versions of the translatable fields as the form sent them: every field named, so an
 * emptied input removes its version. HTML is sanitised by `translationWrites`, with the Indonesian's sanitiser.
 */
function translationValues(definition: ResourceDefinition, value: Record<string, unknown>): RowTranslations {
  const out: RowTranslations = {};
  for (const name of translatableFields(definition)) {
    if (!definition.fields.some((f) => f.name === name)) continue;
    out[name] = Object.fromEntries(TRANSLATION_LANGS.map((lang) => [lang, String(value[translationName(name, lang)] ?? "")]));
  }
  return out;
}

/** The row, links, photo slots and translations a valid form asks for (uploads not stored yet). */
export function plannedWrite(definition: ResourceDefinition, value: Record<string, unknown>, form: FormData, creating: boolean): RecordWrite {
  const write: RecordWrite = { values: rowValues(definition, value, creating), links: {}, photos: {}, translations: translationValues(definition, value) };
  for (const f of definition.fields) {
    if (f.kind === "refs") write.links[f.name] = numbers(value[f.name]);
    if (f.kind === "photos") {
      const slots: Record<number, string | null> = {};
      slotNames(f).forEach((slotName, i) => {
        if (form.get(`${slotName}Hapus`) === "on") slots[i + 1] = null;
      });
      write.photos[f.name] = slots;
    }
    if (f.kind === "image" && !f.required && form.get(`${f.name}Hapus`) === "on") write.values[f.name] = null;
  }
  return write;
}

/**
 * Stores the uploads in R2 under `uploads/{resource}/{random}.{ext}` (never reused, so /images can
 * cache forever) and points the write at them. Returns the keys stored.
 */
export async function storeUploads(context: AppLoadContext, definition: ResourceDefinition, uploads: readonly Upload[], write: RecordWrite) {
  const stored: string[] = [];
  for (const upload of uploads) {
    const key = await storeImage(context, definition, upload.file, upload.type);
    stored.push(key);
    if (upload.slot === null) write.values[upload.name] = key;
    else (write.photos[upload.field.name] ??= {})[upload.slot] = key;
  }
  return stored;
}

/** Stores one checked image in R2 under a fresh `uploads/{resource}/{random}.{ext}` key and returns the key. */
export async function storeImage(context: AppLoadContext, definition: ResourceDefinition, file: File, type: ImageType): Promise<string> {
  const key = `uploads/${definition.name}/${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  await context.env.BUCKET.put(key, await file.arrayBuffer(), { httpMetadata: { contentType: type } });
  return key;
}

export async function removeObjects(context: AppLoadContext, keys: readonly string[]) {
  // Only our own uploads are removed; seeded illustrations may be shared between rows.
  const ours = keys.filter((key) => key.startsWith("uploads/"));
  if (ours.length > 0) await context.env.BUCKET.delete(ours);
}

const AUDIT_TYPES = { new: AUDIT.recordCreated, edit: AUDIT.recordUpdated, delete: AUDIT.recordDeleted } as const;

/** After every write: the audit row (RECORD_CREATED/UPDATED/DELETED naming resource and id) and a fresh public cache. */
export async function recordChange(
  context: AppLoadContext,
  request: Request,
  login: string,
  change: keyof typeof AUDIT_TYPES,
  definition: ResourceDefinition,
  id: number,
) {
  await writeAudit(context.db, {
    principal: login,
    type: AUDIT_TYPES[change],
    remoteAddress: clientIp(request),
    message: `${definition.name} #${id}`,
    data: { resource: definition.name, id },
  });
  await bumpContentVersion(context.db);
}
