/**
 * `npm run bench:ssr [-- --seconds 10 --connections 10 --warmup 3 --pages home,search,room,wisata]`
 *
 * SSR throughput of the production build in workerd (miniflare directly, no wrangler proxy), compared within
 * one run with three reference Workers served by the same workerd: hello-world, a bare React renderToString
 * page of the same byte count as our home page, and a Worker that only answers a page of that size from the
 * Cache API (the floor of a page-cache hit). For `/`, a search, a room page and a destination page it
 * measures both paths a request can take:
 *   - cached:   an anonymous visitor, served from the edge page cache (Cache API) where the route allows it
 *               (X-Cache as observed is printed);
 *   - uncached: the same request with an `Authorization` header, which the page cache always bypasses
 *               (ADR 009), so every request is a full render: loaders, D1 and React.
 * Each target gets a warm-up, a run at full speed (peak req/s), and — for the pages — a run at 70 % of that
 * peak (autocannon overallRate) to read p99 under a sustainable load. For each page it also counts the D1 round
 * trips of one uncached render (through the test hook's counter). Exits non-zero on errors or non-2xx.
 * Numbers from a shared machine are only comparable as ratios within one run, and bare React is measured again
 * after each page: a page's ratio is to the mean of the readings just before and just after it.
 */
import {
  addDays,
  buildApp,
  bundleWorkers,
  firstLink,
  log,
  numberArg,
  pinProcesses,
  runLoad,
  searchCityId,
  searchPath,
  seedState,
  startWorkers,
  tempRunDir,
  todayInJakarta,
  type LoadResult,
} from "./harness";

const argv = process.argv.slice(2);
const SECONDS = numberArg(argv, "seconds", 10);
const CONNECTIONS = numberArg(argv, "connections", 10);
const WARMUP = numberArg(argv, "warmup", 3);
if (SECONDS > 30) throw new Error("--seconds must be at most 30");
const pagesArg = argv[argv.indexOf("--pages") + 1];
const ONLY = argv.includes("--pages") && pagesArg ? new Set(pagesArg.split(",")) : null;

/**
 * Targets, as ratios to bare React's req/s in the same run: a page served from the page cache at half its
 * speed; an uncached render (the booking funnel: dates in the URL, signed-in visitors) at a tenth for search
 * and room pages, at 0.15 for the lighter home and destination pages. And no errors.
 */
const TARGET_CACHED = 0.5;
const TARGET_UNCACHED: Record<string, number> = { home: 0.15, search: 0.1, room: 0.1, wisata: 0.15 };

/** Headers of an ordinary visitor (language and client IP as Cloudflare would pass them). */
const VISITOR = { "Accept-Language": "id", "CF-Connecting-IP": "198.51.100.7", "User-Agent": "bench-ssr" };
/** ADR 009: a request with an Authorization header is always rendered fresh, never stored. */
const UNCACHED = { ...VISITOR, Authorization: "Bearer bench-uncached" };

interface Row {
  name: string;
  path: string;
  cache: string;
  peak: LoadResult;
  at70?: LoadResult;
  ratio?: number;
}

async function main() {
  const run = tempRunDir("ssr");
  buildApp();
  const secrets = await seedState(run.dir);
  const bundles = await bundleWorkers(run.dir);
  // The test hooks give the benchmark the isolate's D1 round-trip counter (/_test/d1-round-trips).
  const workers = await startWorkers({ stateDir: run.dir, bundles, secrets, vars: { E2E_TEST_HOOKS: "1" } });
  let failed = false;
  try {
    const pinning = pinProcesses(workers.workerdPids);
    log(pinning.note);
    const cpu = pinning.client;

    // Seeded URLs, dated from today.
    const cekin = addDays(todayInJakarta(), 14);
    const search = searchPath(await searchCityId(workers), cekin, 2);
    const get = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(workers.urls.app + path, { headers, redirect: "manual" });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
      return { text, cache: response.headers.get("X-Cache") ?? "-", bytes: new TextEncoder().encode(text).length };
    };
    const home = await get("/", UNCACHED);
    const room = firstLink((await get(search, UNCACHED)).text, /\/room\/\d+\/\d+\/\d+\/\d{4}-\d\d-\d\d\/\d{4}-\d\d-\d\d\/\d+\/\d+/);
    const wisata = firstLink(home.text, /\/wisata\/\d+/);
    const pages = [
      { name: "home", path: "/" },
      { name: "search", path: search },
      { name: "room", path: room },
      { name: "wisata", path: wisata },
    ].filter((page) => !ONLY || ONLY.has(page.name));
    const reactPath = `/?bytes=${home.bytes}`;
    log(`home page: ${home.bytes} bytes of HTML; the React reference renders the same size`);

    // D1 round trips (statements or batches) of one uncached render: the isolate's counter before and just after
    // the page, then again once the work it left for after the response (visit log, metrics) has run. The
    // fewest of three tries, so a metrics flush that happens to fall on one of them is not counted.
    const roundTrips = async () => {
      const text = await (await fetch(`${workers.urls.app}/_test/d1-round-trips`, { redirect: "manual" })).text();
      if (!/^\d+$/.test(text)) throw new Error("the D1 round-trip hook did not answer (E2E_TEST_HOOKS off?)");
      return Number(text);
    };
    const d1 = new Map<string, { render: number; after: number }>();
    for (const page of pages) {
      let best = { render: Infinity, after: Infinity };
      for (let i = 0; i < 3; i++) {
        const before = await roundTrips();
        await get(page.path, UNCACHED);
        const rendered = await roundTrips();
        await new Promise((resolve) => setTimeout(resolve, 300));
        const settled = await roundTrips();
        best = { render: Math.min(best.render, rendered - before), after: Math.min(best.after, settled - rendered) };
      }
      d1.set(page.path, best);
    }

    // Which path each page takes for an anonymous visitor once warm.
    const cacheState = new Map<string, string>();
    for (const page of pages) {
      await get(page.path, VISITOR);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the store happens after the response
      const again = await get(page.path, VISITOR);
      const fresh = await get(page.path, UNCACHED);
      cacheState.set(page.path, again.cache);
      log(`${page.name.padEnd(7)} ${page.path}  ${fresh.bytes} bytes; anonymous: X-Cache ${again.cache}, with Authorization: X-Cache ${fresh.cache}`);
    }

    const measure = async (url: string, headers: Record<string, string>, with70: boolean) => {
      await runLoad({ url, connections: CONNECTIONS, seconds: WARMUP, headers, cpu });
      const peak = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, headers, cpu });
      const at70 = with70 ? await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, headers, cpu, rate: peak.rps * 0.7 }) : undefined;
      return { peak, at70 };
    };

    const rows: Row[] = [];
    const progress = (row: Row) => {
      rows.push(row);
      log(`measured ${row.name} (${row.cache}): ${row.peak.rps.toFixed(0)} req/s`);
    };
    log(`\nload: ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${SECONDS} s per run`);
    progress({ name: "hello-world", path: "/", cache: "-", ...(await measure(workers.urls.hello + "/", {}, false)) });
    const react = { name: "bare React", path: reactPath, cache: "-", ...(await measure(workers.urls.react + reactPath, {}, true)) };
    progress(react);
    // The floor of a cache hit: a Worker that only reads a page of the same size from the Cache API.
    const cacheRead = { name: "cache read", path: reactPath, cache: "-", ...(await measure(workers.urls.cacheRead + reactPath, {}, false)) };
    progress(cacheRead);
    // A shared machine's speed drifts over the minutes a run takes (a fifth, seen here), so each page is compared
    // with bare React measured beside it: the mean of a reading just before the page and one just after.
    const reactAgain = async () => (await runLoad({ url: workers.urls.react + reactPath, connections: CONNECTIONS, seconds: SECONDS, headers: {}, cpu })).rps;
    const readings = [react.peak.rps];
    for (const page of pages) {
      const pageRows: Row[] = [];
      const cached = await measure(workers.urls.app + page.path, VISITOR, true);
      pageRows.push({ name: page.name, path: page.path, cache: `cached (${cacheState.get(page.path)})`, ...cached });
      const uncached = await measure(workers.urls.app + page.path, UNCACHED, true);
      pageRows.push({ name: page.name, path: page.path, cache: "uncached (BYPASS)", ...uncached });
      const before = readings[readings.length - 1];
      readings.push(await reactAgain());
      const beside = (before + readings[readings.length - 1]) / 2;
      for (const row of pageRows) {
        row.ratio = row.peak.rps / beside;
        progress(row);
      }
    }
    for (const row of rows) row.ratio ??= row.peak.rps / react.peak.rps;

    const problems = (r: LoadResult | undefined) => (r ? r.errors + r.timeouts + r.non2xx : 0);
    const header = ["target", "path taken", "req/s", "× React", "goal", "p50 ms", "p99 ms", "err/non2xx", "p99@70% ms", "err@70%", "D1 trips", "verdict"];
    const lines = rows.map((row) => {
      const errs = problems(row.peak) + problems(row.at70);
      if (errs > 0) failed = true;
      const isPage = !["hello-world", "bare React", "cache read"].includes(row.name);
      const uncached = row.cache.startsWith("uncached");
      const goal = isPage ? (uncached ? TARGET_UNCACHED[row.name] : TARGET_CACHED) : undefined;
      const ok = !isPage || ((row.ratio ?? 0) >= (goal ?? 0) && errs === 0);
      const trips = uncached ? d1.get(row.path) : undefined;
      return [
        row.name,
        row.cache,
        row.peak.rps.toFixed(0),
        (row.ratio ?? 0).toFixed(2),
        goal === undefined ? "" : `≥ ${goal.toFixed(2)}`,
        row.peak.p50.toFixed(0),
        row.peak.p99.toFixed(0),
        `${row.peak.errors + row.peak.timeouts}/${row.peak.non2xx}`,
        row.at70 ? row.at70.p99.toFixed(0) : "",
        row.at70 ? `${row.at70.errors + row.at70.timeouts}/${row.at70.non2xx}` : "",
        trips ? `${trips.render} (+${trips.after})` : "",
        isPage ? (ok ? "ok" : "below target") : "",
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const format = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    log(`\nSSR throughput — ${CONNECTIONS} connections, ${SECONDS} s per run; ${pinning.note}`);
    log(`goal per page: ≥ ${TARGET_CACHED}× bare React req/s from the page cache, uncached ${Object.entries(TARGET_UNCACHED).map(([name, goal]) => `${name} ≥ ${goal}×`).join(", ")}; 0 errors`);
    log(`× React: against bare React measured beside the page (mean of the readings before and after it): ${readings.map((r) => r.toFixed(0)).join(", ")} req/s in this run`);
    log("D1 trips: round trips (statements or batches) of one uncached render, + those it leaves for after the response");
    log(format(header));
    log(widths.map((w) => "-".repeat(w)).join("  "));
    for (const line of lines) log(format(line));
    const hits = rows.filter((row) => row.cache.startsWith("cached"));
    log(`\ncache hits against the Cache API read alone (${cacheRead.peak.rps.toFixed(0)} req/s): ${hits.map((row) => `${row.name} ${(row.peak.rps / cacheRead.peak.rps).toFixed(2)}×`).join(", ")}`);
    log("\npaths:");
    for (const page of pages) log(`  ${page.name.padEnd(7)} ${page.path}`);
    log(`  bare React ${reactPath} (${home.bytes} bytes, renderToString)`);
    if (failed) log("\nFAILED: errors or non-2xx answers during the runs");
  } finally {
    await workers.dispose();
    run.remove();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
