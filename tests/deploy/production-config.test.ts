/**
 * What `npx wrangler deploy` ships with the committed configuration: the Worker bundle of a dry-run deploy,
 * served by workerd (miniflare) with wrangler.toml's [vars] unchanged plus dummy secrets, as after
 * `wrangler secret put`. No development page, no payment simulator, no test hook, and a payment notification
 * signed with a key that anyone could know is refused. Needs the Remix build (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type * as MiniflareTypes from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from "wrangler";
import { LOCAL_SETTINGS } from "../../scripts/dev-vars";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONFIG_PATH = path.join(ROOT, "wrangler.toml");
const require = createRequire(import.meta.url);
// The miniflare the project's wrangler runs on (the copy at the top of node_modules needs a newer Node).
const { Miniflare } = createRequire(require.resolve("wrangler/package.json"))("miniflare") as typeof MiniflareTypes;

/** What an operator sets with `npx wrangler secret put` (README "Deploy"); values only this test knows. */
const SECRETS = {
  PASSWORD_PEPPER: "deploy-test-pepper-0123456789",
  SESSION_SECRET: "deploy-test-session-secret-0123456789",
  MIDTRANS_SERVER_KEY: "SB-Mid-server-deploy-test-key",
  MIDTRANS_CLIENT_KEY: "SB-Mid-client-deploy-test-key",
  MAIL_API_URL: "https://mail.invalid/v1/send",
  MAIL_API_KEY: "deploy-test-mail-key",
  MAIL_FROM: "Agrowisata <noreply@agrowisata.example.com>",
};

/** The build conditions `npm run deploy` bundles with: `#dev-tools` is then app/dev/absent.server.ts (ADR 041). */
const DEPLOY_CONDITIONS = /WRANGLER_BUILD_CONDITIONS=(\S+)/.exec(
  (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.deploy,
)?.[1];

const config = unstable_readConfig({ config: CONFIG_PATH }, { hideWarnings: true });
const vars = config.vars as Record<string, unknown>;
const SITE = String(vars.PUBLIC_SITE_URL);

let outDir = "";
let dryRunOutput = "";
let mf: InstanceType<typeof Miniflare>;
let runtimeLog = "";

function signature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest("hex");
}

function notification(serverKey: string) {
  const order = { order_id: "AGW000000-DEPXY2", status_code: "200", gross_amount: "350000.00" };
  return JSON.stringify({
    ...order,
    transaction_status: "settlement",
    fraud_status: "accept",
    payment_type: "bank_transfer",
    signature_key: signature(order.order_id, order.status_code, order.gross_amount, serverKey),
  });
}

/** A server-to-server POST as the gateway sends it: no Origin, JSON body. */
function postNotification(body: string) {
  return mf.dispatchFetch(`${SITE}/api/payment/notification`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
}

/** Miniflare's options: the deployed bundle, wrangler.toml's bindings, its [vars] unchanged and `secrets`. */
function options(secrets: Record<string, string>) {
  const { workerOptions: fromConfig } = unstable_getMiniflareWorkerOptions(config);
  return {
    cf: false,
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      stdout.on("data", (chunk: Buffer) => (runtimeLog += chunk.toString()));
      stderr.on("data", (chunk: Buffer) => (runtimeLog += chunk.toString()));
    },
    ...fromConfig,
    name: "agrowisata",
    modules: [{ type: "ESModule" as const, path: path.join(outDir, "app.js") }],
    modulesRoot: outDir,
    // wrangler.toml's [vars] as they are (no .dev.vars: a deploy never reads it) and the secrets.
    bindings: { ...vars, ...secrets },
  } as unknown as ConstructorParameters<typeof Miniflare>[0];
}

async function applyMigrations(): Promise<void> {
  const db = await mf.getD1Database("DB");
  const dir = path.join(ROOT, "migrations");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    for (const statement of unstable_splitSqlQuery(readFileSync(path.join(dir, file), "utf8"))) {
      if (statement.trim()) await db.prepare(statement).run();
    }
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, "build/index.js")))
    throw new Error("build/index.js is missing: run `npm run build` first");
  outDir = mkdtempSync(path.join(os.tmpdir(), "agrowisata-deploy-"));
  const dryRun = spawnSync(
    process.execPath,
    [require.resolve("wrangler/bin/wrangler.js"), "deploy", "--dry-run", "--outdir", outDir],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_SEND_METRICS: "false",
        FORCE_COLOR: "0",
        NO_COLOR: "1",
        CI: "true",
        ...(DEPLOY_CONDITIONS ? { WRANGLER_BUILD_CONDITIONS: DEPLOY_CONDITIONS } : {}),
      },
    },
  );
  dryRunOutput = `${dryRun.stdout}${dryRun.stderr}`;
  if (dryRun.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${dryRunOutput}`);
  mf = new Miniflare(options(SECRETS));
  await mf.ready;
  await applyMigrations();
});

afterAll(async () => {
  await mf?.dispose();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the committed configuration", () => {
  it("ships production settings: Midtrans, no API docs, no test hooks, a public https address", () => {
    expect(vars.APP_ENV).toBe("production");
    expect(vars.PAYMENT_GATEWAY).toBe("midtrans");
    expect(vars.API_DOCS_ENABLED).toBe("false");
    expect(vars).not.toHaveProperty("E2E_TEST_HOOKS");
    expect(SITE).toMatch(/^https:\/\//);
    // No secret is committed: each one is set with `wrangler secret put`.
    for (const secret of [
      "PASSWORD_PEPPER",
      "SESSION_SECRET",
      "MIDTRANS_SERVER_KEY",
      "MAIL_API_KEY",
      "GOOGLE_CLIENT_SECRET",
      "TURNSTILE_SECRET_KEY",
    ]) {
      expect(vars).not.toHaveProperty(secret);
    }
  });

  it("lists APP_ENV production and no simulator among the bindings of a dry-run deploy", () => {
    expect(dryRunOutput).toContain('env.APP_ENV ("production")');
    expect(dryRunOutput).toContain('env.PAYMENT_GATEWAY ("midtrans")');
    expect(dryRunOutput).not.toMatch(/simulator/i);
    expect(dryRunOutput).not.toContain("E2E_TEST_HOOKS");
  });

  it("has a local development value for every var it sets (what `npm start` writes to .dev.vars)", () => {
    for (const name of Object.keys(vars)) expect(LOCAL_SETTINGS, name).toHaveProperty(name);
    expect(LOCAL_SETTINGS.APP_ENV).toBe("development");
    expect(LOCAL_SETTINGS.PAYMENT_GATEWAY).toBe("simulator");
  });

  it("sends only pages straight to the Worker: no file of public/ (the build's scripts included) is behind a run_worker_first path", () => {
    const rules = (config.assets?.run_worker_first ?? []) as string[];
    expect(rules.length).toBeGreaterThan(0);
    // wrangler's rule syntax: a path, `*` standing for anything (slashes too).
    const matches = (rule: string, pathname: string) =>
      new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(pathname);
    const publicDir = path.join(ROOT, "public");
    const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
    expect(files).toContain("/favicon.svg");
    expect(files.some((file) => file.startsWith("/build/"))).toBe(true);
    expect(files.filter((file) => rules.some((rule) => matches(rule, file)))).toEqual([]);
    // The rules are the visitor's pages: the funnel's among them.
    for (const page of ["/", "/cari_hotel/1/2/1/2026-12-12/2026-12-14/2", "/room/1/2/1/2026-12-12/2026-12-14/2/2", "/wisata/1"])
      expect(rules.some((rule) => matches(rule, page)), page).toBe(true);
  });
});

describe("the deployed Worker", () => {
  it("serves the home page with the production settings and the secrets", async () => {
    const response = await mf.dispatchFetch(`${SITE}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<html");
  });

  it.each([
    ["the e-mail outbox viewer", "/_dev/outbox"],
    ["the simulator's bank", "/_sim/gateway/va?va=12345678"],
    ["the simulator's payment page", "/_sim/gateway/snap/any-token"],
    ["the captcha test hook", "/_test/captcha/x"],
    ["the fake OTA calendar test hook", "/_test/ota.ics?from=2030-01-01&to=2030-01-02"],
    ["the OpenAPI description", "/docs/openapi.json"],
  ])("answers 404 for %s (%s)", async (_name, pathname) => {
    const response = await mf.dispatchFetch(`${SITE}${pathname}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });

  it("does not tell its D1 round trips: the benchmark's counter is an unknown URL, sent home", async () => {
    const response = await mf.dispatchFetch(`${SITE}/_test/d1-round-trips`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location") ?? "", SITE).pathname).toBe("/");
    await response.arrayBuffer();
  });

  it("refuses a payment notification signed with the simulator's old built-in key", async () => {
    const response = await postNotification(notification("local-simulator-server-key"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: "signature" });
  });

  it("checks a notification signed with the configured server key (an unknown order here)", async () => {
    const response = await postNotification(notification(SECRETS.MIDTRANS_SERVER_KEY));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: "unknownOrder" });
  });

  it("does not start half-configured: without MIDTRANS_SERVER_KEY every request fails and the log says why", async () => {
    const { MIDTRANS_SERVER_KEY: _omitted, ...withoutKey } = SECRETS;
    await mf.setOptions(options(withoutKey));
    const response = await mf.dispatchFetch(`${SITE}/`);
    expect(response.status).toBe(500);
    await response.arrayBuffer();
    // No built-in key takes its place: a notification signed with the old one is not even read.
    const forged = await postNotification(notification("local-simulator-server-key"));
    expect(forged.status).toBe(500);
    await forged.arrayBuffer();
    await expect
      .poll(() => runtimeLog)
      .toMatch(/Invalid Worker configuration: MIDTRANS_SERVER_KEY: required when PAYMENT_GATEWAY is midtrans/);
  });
});
