import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isBrowserCandidate, serverValuesInBrowserCode } from "./browser-code";
import { buildImportGraph, findCircles, sourceFiles, type ImportGraph } from "./import-graph";
import { orderTableOffenders, rankOf, RANK, unrankedFiles, upwardImports, type Layer } from "./layers";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = [...sourceFiles(root, "app"), ...sourceFiles(root, "workers")];

/** Files allowed to be long: the database schema and the message catalogues (data, not logic). */
const LONG_ALLOWED = [/^app\/db\/schema\.ts$/, /^app\/i18n\/locales\//];
const MAX_LINES = 350;

describe("the import graph of app/ and workers/", () => {
  it("finds a circle when there is one, and none in a chain", () => {
    const graph: ImportGraph = new Map([
      ["a.ts", new Set(["b.ts"])],
      ["b.ts", new Set(["c.ts"])],
      ["c.ts", new Set(["a.ts", "d.ts"])],
      ["d.ts", new Set<string>()],
      ["e.ts", new Set(["d.ts"])],
    ]);
    expect(findCircles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    graph.set("c.ts", new Set(["d.ts"]));
    expect(findCircles(graph)).toEqual([]);
  });

  it("resolves the ~/ alias and relative imports of the real tree", () => {
    const graph = buildImportGraph(root, files);
    expect(graph.get("app/root.tsx")?.size).toBeGreaterThan(3);
    expect([...(graph.get("workers/app.ts") ?? [])].some((target) => target.startsWith("app/"))).toBe(true);
  });

  it("has no import circle, type-only imports included", () => {
    const circles = findCircles(buildImportGraph(root, files)).map((circle) => circle.join(" ↔ "));
    expect(circles).toEqual([]);
  });
});

describe("the layers of docs/decisions/025", () => {
  const graph = buildImportGraph(root, files);

  it("ranks a feature folder's subfolders on their own and finds an import that climbs", () => {
    const layers: Layer[] = [
      ["app/routes/", RANK.routes],
      ["app/services/", RANK.services],
      ["app/models/", RANK.models],
      ["app/utils/", RANK.utils],
      ["app/orders/store/", RANK.models],
      ["app/orders/intents/", RANK.services],
      ["app/orders/rules/", RANK.utils],
    ];
    expect(rankOf("app/orders/intents/cancel.server.ts", layers)).toBe(RANK.services);
    expect(rankOf("app/orders/store/orders.server.ts", layers)).toBe(RANK.models);
    expect(rankOf("app/orders/index.ts", layers)).toBeUndefined();
    const synthetic: ImportGraph = new Map([
      ["app/routes/pesanan.tsx", new Set(["app/orders/intents/cancel.server.ts", "app/utils/money.ts"])],
      ["app/orders/intents/cancel.server.ts", new Set(["app/orders/store/orders.server.ts", "app/orders/rules/refund.ts"])],
      ["app/orders/store/orders.server.ts", new Set(["app/orders/rules/refund.ts"])],
      ["app/orders/rules/refund.ts", new Set(["app/utils/money.ts"])],
      ["app/utils/money.ts", new Set<string>()],
      ["app/utils/money.test.ts", new Set(["app/routes/pesanan.tsx"])],
      ["app/orders/index.ts", new Set<string>()],
    ]);
    expect(upwardImports(synthetic, layers)).toEqual([]);
    expect(unrankedFiles(synthetic, layers)).toEqual(["app/orders/index.ts"]);
    synthetic.get("app/orders/store/orders.server.ts")!.add("app/orders/intents/cancel.server.ts");
    synthetic.get("app/orders/rules/refund.ts")!.add("app/services/mailer.server.ts");
    synthetic.set("app/services/mailer.server.ts", new Set());
    expect(upwardImports(synthetic, layers)).toEqual([
      "app/orders/rules/refund.ts → app/services/mailer.server.ts",
      "app/orders/store/orders.server.ts → app/orders/intents/cancel.server.ts",
    ]);
  });

  it("gives every file of app/ and workers/ a layer", () => {
    expect(unrankedFiles(graph)).toEqual([]);
  });

  it("no import climbs back up the layers (type-only imports included); offenders are listed", () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

describe("the order tables", () => {
  const table = (file: string, line: string) => ({ file, text: `${line}\nexport const x = 1;\n` });

  it("finds a value import of an order table outside the orders store, and lets types, owners and other tables be", () => {
    const sources = [
      table("app/models/reservation.server.ts", 'import { hotel, reservation as r, type refund } from "~/db/schema";'),
      table("app/services/refunds.server.ts", 'import type { refund } from "~/db/schema";'),
      table("app/db/extra.ts", 'export { orderLine } from "./schema";'),
      table("app/models/any-report.server.ts", 'import * as schema from "../db/schema";'),
      table("app/models/hotel.server.ts", 'import { hotel, roomType } from "~/db/schema";'),
      table("app/orders/store/orders.server.ts", 'import { reservation, refund } from "~/db/schema";'),
      table("app/models/payment.server.test.ts", 'import { paymentAttempt } from "~/db/schema";'),
    ];
    expect(orderTableOffenders(sources)).toEqual([
      "app/models/reservation.server.ts: reservation",
      "app/db/extra.ts: orderLine",
      "app/models/any-report.server.ts: *",
    ]);
  });

  // Active only once the orders module has its store: until then every booking model names these tables.
  it.skipIf(!existsSync(`${root}/app/orders/store`))("are imported only by app/orders/store (and the schema, seeds, tests)", () => {
    const offenders = orderTableOffenders(files.map((file) => ({ file, text: readFileSync(`${root}/${file}`, "utf8") })));
    expect(offenders, `order tables imported outside app/orders/store:\n${offenders.join("\n")}`).toEqual([]);
  });
});

describe("server-only values in the browser", () => {
  const route = [
    'import { json } from "@remix-run/cloudflare";',
    'import { useLoaderData } from "@remix-run/react";',
    'import { lookUp, schema, type Row } from "~/services/orders.server";',
    'import { serverHtml } from "./chrome.server";',
    "export async function loader() { return json(await lookUp(schema)); }",
    "const html = () => (serverHtml ? serverHtml() : null);",
    "export default function Page() { const rows: Row[] = useLoaderData<typeof loader>(); return <p>{html()}{rows.length}</p>; }",
  ];

  it("tells a schema read by a route's component from values only its loader reads or a presence test guards", () => {
    expect(serverValuesInBrowserCode("app/routes/x.tsx", route.join("\n"))).toEqual([]);
    const reads = [...route, "function Form() { return getConstraint(schema); }", "export const links = () => [Form()];"];
    expect(serverValuesInBrowserCode("app/routes/x.tsx", reads.join("\n"))).toEqual(["app/routes/x.tsx: schema from ~/services/orders.server"]);
  });

  it("finds none in app/: a value the browser reads lives outside the *.server modules", () => {
    const reads = files
      .filter(isBrowserCandidate)
      .flatMap((file) => serverValuesInBrowserCode(file, readFileSync(`${root}/${file}`, "utf8")));
    expect(reads).toEqual([]);
  });
});

describe("file size", () => {
  it(`keeps every file of app/ and workers/ at ${MAX_LINES} lines or fewer, the schema and catalogues aside`, () => {
    const long = files
      .filter((file) => !LONG_ALLOWED.some((pattern) => pattern.test(file)))
      .map((file) => ({ file, lines: readFileSync(`${root}/${file}`, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file} (${lines})`);
    expect(long).toEqual([]);
  });
});

describe("the bodies of the e-mail outbox (docs/decisions/032)", () => {
  const code = files.filter((file) => !/\.test\.tsx?$/.test(file));
  const source = (file: string) => readFileSync(`${root}/${file}`, "utf8");

  it("are read only by the outbox model, which withholds and redacts them for staff", () => {
    const readers = code.filter((file) => /\boutbox\.(text|html)\b|select\(\)\s*\.from\(outbox\)/.test(source(file)));
    expect(readers).toEqual(["app/models/outbox.server.ts"]);
  });

  it("reach a page whole only in the development viewer", () => {
    const users = code.filter((file) => source(file).includes("listOutboxForDevelopment"));
    expect(users).toEqual(["app/models/outbox.server.ts", "app/routes/[_dev].outbox.tsx"]);
  });
});

describe("the development-only module app/dev (docs/decisions/041)", () => {
  it("is reached only through `#dev-tools`, which the production bundle resolves to app/dev/absent.server.ts", () => {
    const graph = buildImportGraph(root, files);
    const reachers = files
      .filter((file) => !file.startsWith("app/dev/") && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...(graph.get(file) ?? [])].filter((target) => target.startsWith("app/dev/")).map((target) => `${file} → ${target}`))
      .filter((edge) => !edge.endsWith("→ app/dev/tools.server.ts"));
    expect(reachers).toEqual([]);
    const viaAlias = files.filter((file) => !file.startsWith("app/dev/") && /from "~\/dev\/|from "\.\.?\/.*dev\//.test(readFileSync(`${root}/${file}`, "utf8")));
    expect(viaAlias.filter((file) => !/\.test\.tsx?$/.test(file))).toEqual([]);
  });
});

describe("decision records", () => {
  const dir = `${root}/docs/decisions`;
  const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
  const index = readFileSync(`${dir}/README.md`, "utf8");

  it("gives every record a Date and a Status line and lists it in the index", () => {
    const missing = records.filter((name) => {
      const text = readFileSync(`${dir}/${name}`, "utf8").slice(0, 400);
      return !/\nDate: \d{4}-\d\d-\d\d\n/.test(text) || !/\nStatus: \S/.test(text) || !index.includes(`(${name})`);
    });
    expect(missing).toEqual([]);
  });

  it("never gives one number to two records", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe("migrations", () => {
  it("have a drizzle-kit snapshot matching app/db/schema.ts, so db:generate writes only what the schema changes", () => {
    // drizzle-kit takes --out relative to the project, so the copy lives in the ignored .wrangler folder.
    mkdirSync(join(root, ".wrangler", "tmp"), { recursive: true });
    const out = mkdtempSync(join(root, ".wrangler", "tmp", "migrations-"));
    try {
      cpSync(`${root}/migrations`, out, { recursive: true });
      const run = spawnSync(
        "npx",
        ["drizzle-kit", "generate", "--dialect", "sqlite", "--schema", "./app/db/schema.ts", "--out", relative(root, out)],
        { cwd: root, encoding: "utf8" },
      );
      expect(run.status).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toContain("No schema changes");
      expect(readdirSync(out).filter((name) => name.endsWith(".sql")).sort()).toEqual(
        readdirSync(`${root}/migrations`).filter((name) => name.endsWith(".sql")).sort(),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
