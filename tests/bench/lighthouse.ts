/**
 * `npm run bench:lighthouse`: builds and starts the seeded site (scripts/start.ts on a throw-away state
 * directory), runs Lighthouse (default mobile configuration: emulated phone, simulated slow 4G and CPU
 * slowdown) several times on a few representative pages in the machine's Chromium, and prints the median
 * of each category score per page and the audits that failed in the median run. Stops the site at the end,
 * also on error or Ctrl-C.
 *
 *   --runs N   runs per page (default 3)
 *   --port N   port of the site (default 8803)
 *
 * Chromium: CHROME_PATH, else /usr/bin/chromium. Over plain http on localhost some audits (HTTPS,
 * HTTP/2) fail for reasons that do not apply behind Cloudflare; they are listed separately.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "8803" },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Audits that only fail because the local server speaks plain HTTP/1.1. */
const LOCAL_ONLY_AUDITS = new Set(["is-on-https", "redirects-http", "uses-http2"]);

const chromePath = process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

let server: ChildProcess | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
const stateDir = mkdtempSync(join(tmpdir(), "agrowisata-lighthouse-"));

async function stopAll() {
  if (chrome) {
    await chrome.kill();
    chrome = null;
  }
  const child = server;
  server = null;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // The server runs in its own process group (start.ts → npx → wrangler → workerd): stop all of it.
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(stateDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

async function startServer() {
  console.log(`Building and starting the seeded site on ${origin} …`);
  server = spawn("npx", ["tsx", "scripts/start.ts", "--port", String(port), "--persist-to", stateDir, "--reset"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    server!.once("exit", (code) => reject(new Error(`the site stopped while starting (exit ${code})`))),
  );
  const ready = (async () => {
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${origin}/favicon.svg`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`the site did not answer on ${origin} within 4 minutes`);
  })();
  await Promise.race([ready, exited]);
}

/** Today in Jakarta as YYYY-MM-DD (the site's stays start there). */
function todayInJakarta(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The pages to measure; the search and room URLs are found the way a visitor would, from the seeded data. */
async function pagesToMeasure(): Promise<{ name: string; path: string }[]> {
  const searchForm = await (await fetch(`${origin}/hotel`)).text();
  const city = /<option value="(\d+)"[^>]*>Malang<\/option>/.exec(searchForm)?.[1];
  if (!city) throw new Error("the seeded city Malang is not on /hotel");
  const cekin = todayInJakarta();
  const searchPath = `/cari_hotel/${city}/2/1/${cekin}/${addDays(cekin, 2)}/2`;
  const results = await (await fetch(`${origin}${searchPath}`)).text();
  const roomPath = /href="(\/room\/[^"?]+)"/.exec(results)?.[1];
  if (!roomPath) throw new Error(`no hotel with a free room on ${searchPath}`);
  const home = await (await fetch(`${origin}/`)).text();
  const wisataPath = /href="(\/wisata\/\d+)"/.exec(home)?.[1] ?? "/wisata/1";
  return [
    { name: "home", path: "/" },
    { name: "search results", path: searchPath },
    { name: "room", path: roomPath },
    { name: "destination", path: wisataPath },
  ];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const score = (lhr: Lhr, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits of the four categories that did not pass, the heaviest first. */
function failingAudits(lhr: Lhr) {
  const weights = new Map<string, number>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      weights.set(ref.id, Math.max(weights.get(ref.id) ?? 0, ref.weight));
    }
  }
  return [...weights.entries()]
    .map(([id, weight]) => ({ id, weight, audit: lhr.audits[id] }))
    .filter(
      ({ audit }) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        !["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode),
    )
    .sort((a, b) => b.weight - a.weight || (a.audit.score ?? 0) - (b.audit.score ?? 0));
}

async function main() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`invalid --runs ${values.runs}`);
  await startServer();
  const pages = await pagesToMeasure();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });

  const summary: string[] = [];
  const header = `| page | ${CATEGORIES.join(" | ")} |`;
  summary.push(header, `|${"---|".repeat(CATEGORIES.length + 1)}`);
  const details: string[] = [];
  for (const page of pages) {
    const reports: Lhr[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
      reports.push(result.lhr);
      console.log(`  ${page.name} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${score(result.lhr, c)}`).join(", ")}`);
    }
    const medians = CATEGORIES.map((c) => median(reports.map((r) => score(r, c))));
    summary.push(`| ${page.name} (${page.path}) | ${medians.join(" | ")} |`);

    // The run whose performance score is the median stands for the page.
    const perf = median(reports.map((r) => score(r, "performance")));
    const typical = reports.find((r) => score(r, "performance") === perf)!;
    const failing = failingAudits(typical);
    const app = failing.filter((f) => !LOCAL_ONLY_AUDITS.has(f.id)).slice(0, 10);
    const local = failing.filter((f) => LOCAL_ONLY_AUDITS.has(f.id));
    details.push(`\n${page.name} (${page.path}) — failing audits of the median run:`);
    if (app.length === 0) details.push("  (none)");
    for (const { id, audit } of app) {
      details.push(
        `  - ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} [score ${Math.round((audit.score ?? 0) * 100)}]`,
      );
    }
    if (local.length > 0) details.push(`  local http only: ${local.map((f) => f.id).join(", ")}`);
  }

  console.log(`\nLighthouse ${runs} run(s) per page, mobile preset, median scores:\n`);
  console.log(summary.join("\n"));
  console.log(details.join("\n"));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
