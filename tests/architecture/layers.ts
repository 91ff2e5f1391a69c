import { dirname, posix } from "node:path";
import ts from "typescript";
import type { ImportGraph } from "./import-graph";

/**
 * The layers of docs/decisions/025, as data: a path (a folder ending in `/`, or one file) and its rank; a higher
 * rank sits higher and may import any lower or equal rank, never a higher one. A file takes the rank of the
 * longest entry its path starts with, so a folder's subfolders can be ranked on their own: a feature folder
 * (a vertical slice such as `app/orders/`) lists its inner layers, each at the rank of the layer it plays.
 */
export const RANK = { utils: 1, components: 2, models: 3, services: 4, crud: 5, routes: 6, workers: 7 } as const;

export type Layer = readonly [path: string, rank: number];

export const LAYERS: readonly Layer[] = [
  ["workers/", RANK.workers],
  ["app/root.tsx", RANK.routes],
  ["app/entry.server.tsx", RANK.routes],
  ["app/entry.client.tsx", RANK.routes],
  ["app/routes/", RANK.routes],
  ["app/crud/", RANK.crud],
  // The master-data engine's own inner layers: its browser pieces, and the vocabulary it shares with the
  // resource definitions in app/models/crud-resources (field kinds, definitions, view shapes: pure, no D1).
  ["app/crud/components/", RANK.components],
  ["app/crud/define.ts", RANK.utils],
  ["app/crud/fields.ts", RANK.utils],
  ["app/crud/view.ts", RANK.utils],
  ["app/crud/unit-numbers.ts", RANK.utils],
  ["app/services/", RANK.services],
  // Development-only code (the payment simulator, the e2e hooks: docs/decisions/041), left out of the deployed bundle.
  ["app/dev/", RANK.services],
  ["app/context.server.ts", RANK.services], // builds the load context from the models and services
  ["app/models/", RANK.models],
  ["app/components/", RANK.components],
  ["app/utils/", RANK.utils],
  ["app/i18n/", RANK.utils],
  ["app/db/", RANK.utils],
  ["app/env.server.ts", RANK.utils], // the configuration, parsed by zod alone
  // The orders feature module (a vertical slice with its own inner layers: rules < store < intents). No file
  // matches until the folder exists.
  ["app/orders/rules/", RANK.utils],
  ["app/orders/components/", RANK.components],
  ["app/orders/store/", RANK.models],
  ["app/orders/intents/", RANK.services],
  ["app/orders/payments/", RANK.services],
];

const TEST = /\.test\.tsx?$/;

/** The rank of a file (longest matching entry of `layers`), or undefined when no entry holds it. */
export function rankOf(file: string, layers: readonly Layer[] = LAYERS): number | undefined {
  let best: Layer | undefined;
  for (const layer of layers) {
    const [path] = layer;
    const holds = path.endsWith("/") ? file.startsWith(path) : file === path;
    if (holds && (!best || path.length > best[0].length)) best = layer;
  }
  return best?.[1];
}

/** Files of the graph that no entry of `layers` ranks (tests aside): a new folder must be given its place. */
export function unrankedFiles(graph: ImportGraph, layers: readonly Layer[] = LAYERS): string[] {
  return [...graph.keys()].filter((file) => !TEST.test(file) && rankOf(file, layers) === undefined).sort();
}

/**
 * Every import that climbs back up the layers, as "from → to". Type-only imports count too (a model naming a
 * service's type still depends on the service). Tests are left out: a test sits above what it exercises.
 */
export function upwardImports(graph: ImportGraph, layers: readonly Layer[] = LAYERS): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    const own = rankOf(from, layers);
    if (own === undefined || TEST.test(from)) continue;
    for (const to of targets) {
      const theirs = rankOf(to, layers);
      if (theirs !== undefined && theirs > own) found.push(`${from} → ${to}`);
    }
  }
  return found.sort();
}

/**
 * The order tables of app/db/schema.ts: once `app/orders/store/` exists, only it names them (see
 * ORDER_TABLE_OWNERS). Edit this list when a table joins or leaves the orders module.
 */
export const ORDER_TABLES = [
  "reservation",
  "reservationExtra",
  "orderLine",
  "paymentNotification",
  "paymentAttempt",
  "refund",
] as const;

/**
 * Who may import an order table's value: the orders store, the schema itself, the drizzle client (it binds
 * the whole schema and queries nothing), seeds and tests.
 */
export const ORDER_TABLE_OWNERS: readonly RegExp[] = [
  /^app\/orders\/store\//,
  // The e2e hooks (development only, never deployed: docs/decisions/041) set up orders the way a test needs.
  /^app\/dev\//,
  /^app\/db\/schema\.ts$/,
  /^app\/models\/db\.server\.ts$/,
  // Finds the tables TRANSLATABLE names by their SQL name (\`* as schema\`); no order table is translatable.
  /^app\/models\/translation-status\.server\.ts$/,
  /^scripts\/seed/,
  /^tests\//,
  TEST,
];

const SCHEMA = "app/db/schema";

function isSchema(file: string, specifier: string): boolean {
  if (specifier === "~/db/schema" || specifier === "~/db/schema.ts") return true;
  if (!specifier.startsWith(".")) return false;
  return posix.join(dirname(file), specifier).replace(/\.ts$/, "") === SCHEMA;
}

/**
 * The order tables a file imports as values from the schema (`import { reservation } …`, `export { refund }
 * from …`); a namespace import (`* as schema`) reaches every table and is reported as `*`. Type-only imports
 * are not a reference: a type names a row's shape, not the table.
 */
export function orderTablesImported(file: string, text: string, tables: readonly string[] = ORDER_TABLES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !isSchema(file, specifier.text)) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push("*");
      else if (bindings) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && tables.includes(name)) names.push(name);
        }
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) names.push("*");
      else {
        for (const element of clause.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && tables.includes(name)) names.push(name);
        }
      }
    }
  }
  return names;
}

/** Files outside the owners that import order tables, as "file: table, table". */
export function orderTableOffenders(
  sources: readonly { file: string; text: string }[],
  tables: readonly string[] = ORDER_TABLES,
  owners: readonly RegExp[] = ORDER_TABLE_OWNERS,
): string[] {
  return sources
    .filter(({ file }) => !owners.some((owner) => owner.test(file)))
    .map(({ file, text }) => ({ file, names: orderTablesImported(file, text, tables) }))
    .filter(({ names }) => names.length > 0)
    .map(({ file, names }) => `${file}: ${names.join(", ")}`);
}
