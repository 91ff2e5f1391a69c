/**
 * Shared set-up of the Worker benchmarks (`npm run bench:ssr`, `npm run bench:soak`): a production build, a
 * throw-away migrated and seeded D1/R2 state, and the app Worker served by workerd through miniflare's API
 * directly (no wrangler proxy in front), next to two reference Workers in the same workerd process: a
 * hello-world and a bare React `renderToString` page. Also: CPU pinning with `taskset`, autocannon runs in a
 * pinned child process, and the resident memory of the workerd processes.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild, type BuildOptions } from "esbuild";
import type * as MiniflareTypes from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { LOCAL_SETTINGS } from "../../scripts/dev-vars";
import { runSeed } from "../../scripts/seed";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CONFIG_PATH = path.join(ROOT, "wrangler.toml");
const require = createRequire(import.meta.url);

/**
 * The miniflare that the project's wrangler runs on (another, newer copy sits at the top of node_modules for
 * the vitest pool; it needs a newer Node).
 */
type MiniflareModule = typeof MiniflareTypes;
const miniflareModule = createRequire(require.resolve("wrangler/package.json"))("miniflare") as MiniflareModule;
type MiniflareInstance = InstanceType<MiniflareModule["Miniflare"]>;

/** Keeps wrangler and miniflare offline and quiet. */
const QUIET_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" } as const;

export const BENCH_HOST = "127.0.0.1";
/** Ports 8810–8813: miniflare's entry, then one direct socket per Worker. */
export const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 8810);

export function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

/** `remix build` for production (the Worker imports build/index.js). */
export function buildApp(): void {
  log("build: remix build (production)");
  const result = spawnSync(process.execPath, [require.resolve("@remix-run/dev/dist/cli.js"), "build"], {
    cwd: ROOT,
    env: { ...process.env, ...QUIET_ENV, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`remix build failed (${result.status ?? result.signal})`);
  }
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/** Secrets generated for this run (a `.dev.vars` of the checkout, when present, wins, as with wrangler). */
export interface BenchSecrets {
  PASSWORD_PEPPER: string;
  SESSION_SECRET: string;
  MIDTRANS_SERVER_KEY: string;
}

/**
 * Migrates and seeds a fresh state directory with the project's own seed (`runSeed`), with generated secrets
 * offered to wrangler through the process environment for the duration of the seed.
 */
export async function seedState(stateDir: string): Promise<BenchSecrets> {
  const secrets: BenchSecrets = {
    PASSWORD_PEPPER: randomSecret(),
    SESSION_SECRET: randomSecret(),
    MIDTRANS_SERVER_KEY: randomSecret(),
  };
  const saved = { ...process.env };
  Object.assign(process.env, QUIET_ENV, secrets, { CLOUDFLARE_INCLUDE_PROCESS_ENV: "true" });
  try {
    await runSeed({ reset: true, persistTo: stateDir });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
  return secrets;
}

const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["browser", "module", "main"],
  external: ["cloudflare:*", "node:*"],
  define: { "process.env.NODE_ENV": '"production"' },
  keepNames: false, // wrangler.toml keep_names = false
  alias: { "@remix-run/router": "./node_modules/@remix-run/router/dist/router.cjs.js" }, // wrangler.toml [alias]
  logLevel: "error",
  absWorkingDir: ROOT,
};

/** Bundles the app Worker and the React reference Worker with esbuild, as wrangler would for a deploy. */
export async function bundleWorkers(outDir: string): Promise<{ app: string; react: string }> {
  const app = path.join(outDir, "app.js");
  const react = path.join(outDir, "reference-react.js");
  await esbuild({ ...BUNDLE_OPTIONS, entryPoints: [path.join(ROOT, "workers/app.ts")], outfile: app });
  await esbuild({ ...BUNDLE_OPTIONS, entryPoints: [path.join(ROOT, "tests/bench/reference-react.tsx")], outfile: react });
  return { app, react };
}

export interface Workers {
  mf: MiniflareInstance;
  /** Base URLs of the direct sockets: the app, hello-world, bare React and the Cache API read. */
  urls: { app: string; hello: string; react: string; cacheRead: string };
  /** Pids of the workerd processes serving them. */
  workerdPids: number[];
  dispose(): Promise<void>;
}

export interface StartOptions {
  stateDir: string;
  bundles: { app: string; react: string };
  secrets: BenchSecrets;
  /** Extra vars for the app (e.g. E2E_TEST_HOOKS for the soak's captcha hook). */
  vars?: Record<string, string>;
  /** Opens workerd's inspector on this port (CPU profiles of the app). */
  inspectorPort?: number;
}

/** Every pid below `root` in the process tree whose command is workerd. */
export function findWorkerdPids(root = process.pid): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      const pid = Number(entry);
      names.set(pid, name);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === "workerd") found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Resident set size in KiB (VmRSS), or NaN when the process is gone. */
export function rssKiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function appWorkerOptions(options: StartOptions) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(CONFIG_PATH);
  return {
    ...workerOptions,
    name: "agrowisata",
    // One bundled module, listed explicitly: miniflare does not follow the bundle's dynamic imports.
    modules: [{ type: "ESModule", path: options.bundles.app }],
    modulesRoot: path.dirname(options.bundles.app),
    // Secrets from .dev.vars when the checkout has one (the seed hashed with them), the generated ones otherwise;
    // the local development settings explicitly (wrangler.toml's [vars] are production's), as `npm start` runs.
    bindings: { ...options.secrets, ...workerOptions.bindings, ...LOCAL_SETTINGS, ...options.vars },
    unsafeDirectSockets: [{ host: BENCH_HOST, port: BASE_PORT + 1 }],
    unsafeInspectorProxy: options.inspectorPort !== undefined,
  };
}

/** Starts one workerd (miniflare, no proxy) with the app and the two reference Workers on their own sockets. */
export async function startWorkers(options: StartOptions): Promise<Workers> {
  const v3 = path.join(options.stateDir, "v3");
  const { Miniflare } = miniflareModule;
  const compatibilityDate = readFileSync(CONFIG_PATH, "utf8").match(/^compatibility_date\s*=\s*"([^"]+)"/m)?.[1];
  const reference = {
    name: "reference-react",
    modules: [{ type: "ESModule", path: options.bundles.react }],
    modulesRoot: path.dirname(options.bundles.react),
    compatibilityDate,
    unsafeDirectSockets: [{ host: BENCH_HOST, port: BASE_PORT + 3 }],
  };
  const hello = {
    name: "hello-world",
    modules: true,
    script: 'export default { fetch() { return new Response("Hello World!", { headers: { "Content-Type": "text/plain" } }); } };',
    compatibilityDate,
    unsafeDirectSockets: [{ host: BENCH_HOST, port: BASE_PORT + 2 }],
  };
  // The floor of a page-cache hit: a Worker that only answers from the Cache API (a page of `bytes` bytes,
  // stored on its first request), with no key, nonce or header work of its own.
  const cacheRead = {
    name: "cache-read",
    modules: true,
    script: `export default {
      async fetch(request) {
        const bytes = Number(new URL(request.url).searchParams.get("bytes")) || 100000;
        const key = new Request("https://cache-read.bench/page?bytes=" + bytes);
        let stored = await caches.default.match(key);
        if (!stored) {
          const page = "<!DOCTYPE html><html><body>" + "<p>stored page</p>".repeat(Math.ceil(bytes / 17)) + "</body></html>";
          await caches.default.put(key, new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=86400" } }));
          stored = await caches.default.match(key);
        }
        return new Response(stored.body, { status: stored.status, headers: stored.headers });
      },
    };`,
    compatibilityDate,
    unsafeDirectSockets: [{ host: BENCH_HOST, port: BASE_PORT + 4 }],
  };
  const shared = {
    host: BENCH_HOST,
    port: BASE_PORT,
    cf: false,
    inspectorPort: options.inspectorPort,
    d1Persist: path.join(v3, "d1"),
    r2Persist: path.join(v3, "r2"),
    durableObjectsPersist: path.join(v3, "do"),
    cachePersist: path.join(v3, "cache"),
    handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
      // The app's own console output is not part of the measurement; errors still show, except the
      // connection resets of load generators closing their sockets at the end of a run.
      stdout.resume();
      stderr.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n")) {
          if (/error/i.test(line) && !/disconnected: .*Connection reset by peer|^stack: /.test(line)) process.stderr.write(`${line}\n`);
        }
      });
    },
  };
  const app = appWorkerOptions(options);
  const mf = new Miniflare({ ...shared, workers: [app, hello, reference, cacheRead] } as unknown as ConstructorParameters<MiniflareModule["Miniflare"]>[0]);
  await mf.ready;
  const url = (port: number) => `http://${BENCH_HOST}:${port}`;
  return {
    mf,
    urls: { app: url(BASE_PORT + 1), hello: url(BASE_PORT + 2), react: url(BASE_PORT + 3), cacheRead: url(BASE_PORT + 4) },
    get workerdPids() {
      return findWorkerdPids();
    },
    dispose: () => mf.dispose(),
  };
}

/** A temporary directory for one run's state and bundles; removed by the returned function. */
export function tempRunDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), `agrowisata-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// ---------------------------------------------------------------------------------------------- pinning

export interface Pinning {
  /** CPU list for workerd and for the load generator, or null when not pinned. */
  server: string | null;
  client: string | null;
  note: string;
}

function tasksetWorks(): boolean {
  return spawnSync("taskset", ["-c", "0", "true"], { stdio: "ignore" }).status === 0;
}

/** Pins workerd to core 0 and this process (the load generator's parent) to core 1 when there are two cores. */
export function pinProcesses(workerdPids: number[]): Pinning {
  if (os.cpus().length < 2) return { server: null, client: null, note: "not pinned: fewer than 2 CPUs" };
  if (!tasksetWorks()) return { server: null, client: null, note: "not pinned: taskset (util-linux) is not available" };
  for (const pid of workerdPids) spawnSync("taskset", ["-a", "-p", "-c", "0", String(pid)], { stdio: "ignore" });
  spawnSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
  return { server: "0", client: "1", note: `pinned: workerd (pid ${workerdPids.join(", ")}) on CPU 0, load generator on CPU 1` };
}

// ---------------------------------------------------------------------------------------------- load

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Requests per second over all connections (autocannon's overallRate); unlimited when absent. */
  rate?: number;
  /** CPU list for the child (taskset -c), or null. */
  cpu: string | null;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerResponse: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}

/** Runs autocannon in a child process (so it can be pinned to its own CPU) and reads its JSON summary. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [require.resolve("autocannon/autocannon.js"), "--json", "-c", String(options.connections), "-d", String(options.seconds)];
  if (options.rate) args.push("-R", String(Math.max(1, Math.round(options.rate))));
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}=${value}`);
  args.push(options.url);
  const [command, commandArgs] = options.cpu ? ["taskset", ["-c", options.cpu, process.execPath, ...args]] : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const data = JSON.parse(out) as AutocannonJson;
      const answered = data["2xx"] + data.non2xx;
      resolve({
        rps: data.requests.total / options.seconds,
        p50: data.latency.p50,
        p99: data.latency.p99,
        requests: data.requests.total,
        errors: data.errors,
        timeouts: data.timeouts,
        non2xx: data.non2xx,
        bytesPerResponse: answered > 0 ? data.throughput.total / answered : 0,
      });
    });
  });
}

/** Reads a numeric option `--name value` from argv (or the fallback). */
export function numberArg(argv: string[], name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  const raw = index >= 0 ? argv[index + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, got ${raw}`);
  return value;
}

// ---------------------------------------------------------------------------------------------- seeded URLs

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function todayInJakarta(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The first link in `html` matching `pattern` (a RegExp with the path as its whole match). */
export function firstLink(html: string, pattern: RegExp): string {
  const match = pattern.exec(html.replace(/&amp;/g, "&"));
  if (!match) throw new Error(`no link matching ${pattern}`);
  return match[0];
}

/** The id of the seeded city used for searches (Malang has a homestay, a cottage and a city hotel). */
export async function searchCityId(workers: Workers, name = "Malang"): Promise<number> {
  const db = await workers.mf.getD1Database("DB", "agrowisata");
  const row = await db.prepare("SELECT id FROM city WHERE nama = ?").bind(name).first<{ id: number }>();
  if (!row) throw new Error(`seeded city ${name} not found`);
  return row.id;
}

export function searchPath(cityId: number, cekin: string, nights: number, guests = 2, rooms = 1): string {
  return `/cari_hotel/${cityId}/${guests}/${rooms}/${cekin}/${addDays(cekin, nights)}/${nights}`;
}
