import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { RESOURCES } from "~/models/crud-resources/index.server";
import { STATUS_ROWS_PER_TABLE, translationStatus } from "~/models/translation-status.server";
import { requireUserWithRole } from "~/services/auth.server";
import type { TranslatableEntity } from "~/utils/translatable";
import type { ResourceDefinition } from "./define";
import type { TranslationStatusData } from "./view";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** The resource that edits each translatable table (the first one, should two share a table). */
function editors(): Map<TranslatableEntity, ResourceDefinition> {
  const out = new Map<TranslatableEntity, ResourceDefinition>();
  for (const definition of RESOURCES) if (definition.entity && !out.has(definition.entity)) out.set(definition.entity, definition);
  return out;
}

/**
 * /master/terjemahan: per translatable table, how many rows lack English or French, and those rows
 * named as their resource's list names them, each linking to its edit form (docs/decisions/026).
 */
export async function translationStatusLoader({ request, context }: Args) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const byEntity = editors();
  const labels = Object.fromEntries([...byEntity].map(([entity, d]) => [entity, d.title ?? d.columns.find((c) => c !== "id") ?? "id"]));
  const tables = await translationStatus(context.db, labels);
  return json<TranslationStatusData>({
    perTable: STATUS_ROWS_PER_TABLE,
    tables: tables.map((table) => ({ ...table, resource: byEntity.get(table.entity)?.name ?? null })),
  });
}
