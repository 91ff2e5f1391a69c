/**
 * `npm run bench:soak [-- --minutes 10 --peak-seconds 10 --concurrency 10 --scenarios browse,search,room,booking]`
 *
 * Soak test of the production build in workerd (the same miniflare set-up as bench:ssr, see harness.ts).
 * First measures the peak rate of the traffic mix below (closed loop, `concurrency` clients as fast as they
 * can), then drives the same mix open loop at half that rate for `minutes`:
 *   - browsing: home, destinations, cafes, events, the event list and the FAQ (anonymous visitors);
 *   - searches with varying cities, dates, nights and guests;
 *   - room pages of varying hotels and dates;
 *   - real bookings through the booking wizard's forms (guest step, payment step, review with the captcha read
 *     through the test hook `/_test/captcha/{token}` that E2E_TEST_HOOKS=1 enables), then the payment page.
 * Every minute it prints the workerd processes' resident memory (VmRSS), the requests, errors and p99 of that
 * minute. A booking refused because the room is no longer free is a correct answer, counted apart from errors.
 * Targets: RSS growth ≤ 10 % from the start of the soak to its end, 0 errors. Exits non-zero on errors.
 */
import http from "node:http";
import { connectInspector, heapAfterGc, type Inspector } from "./inspector";
import {
  addDays,
  BASE_PORT,
  buildApp,
  bundleWorkers,
  log,
  numberArg,
  pinProcesses,
  rssKiB,
  seedState,
  startWorkers,
  tempRunDir,
  todayInJakarta,
  type Workers,
} from "./harness";

const argv = process.argv.slice(2);
const MINUTES = numberArg(argv, "minutes", 10);
const PEAK_SECONDS = numberArg(argv, "peak-seconds", 10);
const CONCURRENCY = numberArg(argv, "concurrency", 10);
/** Open-loop requests in flight at most; beyond it the client is the bottleneck and says so. */
const MAX_IN_FLIGHT = 200;
const TARGET_RSS_GROWTH = 0.1;
const INSPECTOR_PORT = BASE_PORT + 9;

interface World {
  base: string;
  origin: string;
  cities: number[];
  wisata: number[];
  cafes: number[];
  events: number[];
  hotels: { id: number; cityId: number }[];
  rooms: { id: number; hotelId: number; cityId: number; kapasitas: number }[];
  guest: { identitas: number; negara: number; provinsi: number; kabupaten: number };
  vaMethod: number;
}

type Outcome = "ok" | "error" | "unavailable";

class Stats {
  latencies: number[] = [];
  requests = 0;
  errors = 0;
  unavailable = 0;
  bookings = 0;
  errorSamples: string[] = [];
  byKind = new Map<string, number[]>();

  record(kind: string, ms: number) {
    this.requests += 1;
    this.latencies.push(ms);
    const list = this.byKind.get(kind) ?? [];
    list.push(ms);
    this.byKind.set(kind, list);
  }

  fail(what: string) {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(what);
  }

  p99(): number {
    return percentile(this.latencies, 99);
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)];
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/** A minimal browser: keeps cookies, never follows redirects, records every request into the current stats. */
class Visitor {
  private cookies = new Map<string, string>();
  private ip = nextIp();
  constructor(
    private world: World,
    private stats: () => Stats,
  ) {}

  /** `kind` groups the request in the latency breakdown (e.g. "search", "booking POST"). */
  async request(kind: string, path: string, form?: Record<string, string>): Promise<Answer> {
    const headers: Record<string, string> = {
      "Accept-Language": "id",
      "CF-Connecting-IP": this.ip,
      "User-Agent": "bench-soak",
    };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const body = form ? new URLSearchParams(form).toString() : undefined;
    if (body !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers["Content-Length"] = String(Buffer.byteLength(body));
      headers.Origin = this.world.origin;
      headers["Sec-Fetch-Site"] = "same-origin";
    }
    const started = performance.now();
    const answer = await send(this.world.base + path, body === undefined ? "GET" : "POST", headers, body);
    this.stats().record(kind, performance.now() - started);
    for (const line of answer.setCookies) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return answer;
  }
}

interface Answer {
  status: number;
  text: string;
  location: string | null;
  setCookies: string[];
}

/**
 * One HTTP request on a fresh connection (node:http, no keep-alive): a pooled client reusing a socket the
 * server has just closed as idle would report a connection reset that says nothing about the app.
 */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString("utf8"),
          location: response.headers.location ?? null,
          setCookies: response.headers["set-cookie"] ?? [],
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error("no answer within 30 s")));
    request.on("error", reject);
    request.end(body);
  });
}

function decode(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function hidden(html: string, name: string): string | null {
  const match =
    html.match(new RegExp(`name="${name}" value="([^"]*)"`)) ??
    html.match(new RegExp(`value="([^"]*)" name="${name}"`));
  return match ? decode(match[1]) : null;
}

function stay() {
  const nights = between(1, 3);
  const cekin = addDays(todayInJakarta(), between(3, 90));
  return { cekin, cekout: addDays(cekin, nights), nights };
}

async function expectOk(kind: string, visitor: Visitor, path: string, stats: Stats): Promise<Outcome> {
  const response = await visitor.request(kind, path);
  if (response.status === 200) return "ok";
  stats.fail(`GET ${path} → ${response.status}`);
  return "error";
}

async function browse(world: World, visitor: Visitor, stats: Stats): Promise<Outcome> {
  const paths = [
    "/",
    `/wisata/${pick(world.wisata)}`,
    `/cafe/${pick(world.cafes)}`,
    `/event/${pick(world.events)}`,
    "/event",
    "/faq",
  ];
  const path = pick(paths);
  return expectOk(path === "/" ? "home" : `/${path.split("/")[1]}`, visitor, path, stats);
}

async function search(world: World, visitor: Visitor, stats: Stats): Promise<Outcome> {
  const s = stay();
  const guests = between(1, 4);
  return expectOk(
    "search",
    visitor,
    `/cari_hotel/${pick(world.cities)}/${guests}/1/${s.cekin}/${s.cekout}/${s.nights}`,
    stats,
  );
}

async function roomPage(world: World, visitor: Visitor, stats: Stats): Promise<Outcome> {
  const s = stay();
  const h = pick(world.hotels);
  return expectOk("room", visitor, `/room/${h.cityId}/2/1/${s.cekin}/${s.cekout}/${h.id}/${s.nights}`, stats);
}

/** One booking through the wizard's forms, as a browser without JavaScript sends them. */
async function book(world: World, visitor: Visitor, stats: Stats): Promise<Outcome> {
  const s = stay();
  const room = pick(world.rooms);
  const path = `/reservasi/${room.cityId}/${Math.min(2, room.kapasitas)}/1/${s.cekin}/${s.cekout}/${room.hotelId}/${room.id}/${s.nights}`;
  const page = await visitor.request("booking page", path);
  const html = page.text;
  const formToken = hidden(html, "formToken");
  const firstCaptcha = hidden(html, "captchaToken");
  if (page.status === 409) return "unavailable";
  if (page.status !== 200) {
    stats.fail(`GET ${path} → ${page.status}`);
    return "error";
  }
  // The room is no longer free for these dates: the page says so instead of showing the form.
  if (!formToken || !firstCaptcha) return "unavailable";
  const tokens = { formToken, captchaToken: firstCaptcha };
  const guest = {
    nama: "Budi Santoso",
    identitas: String(world.guest.identitas),
    noIdentitas: "3573010101010001",
    negara: String(world.guest.negara),
    provinsi: String(world.guest.provinsi),
    kabupaten: String(world.guest.kabupaten),
    email: `soak-${crypto.randomUUID()}@example.test`,
    telepon: "081234567890",
  };
  const step1 = await visitor.request("booking guest step", path, {
    ...guest,
    ...tokens,
    step: "1",
    intent: "next-guest",
  });
  if (step1.status !== 200) {
    stats.fail(`guest step → ${step1.status}: ${step1.text.slice(0, 200)}`);
    return "error";
  }
  const step2 = await visitor.request("booking payment step", path, {
    ...tokens,
    step: "2",
    intent: "next-payment",
    metode: String(world.vaMethod),
  });
  const reviewHtml = step2.text;
  const captchaToken = hidden(reviewHtml, "captchaToken");
  if (step2.status !== 200 || !captchaToken || !reviewHtml.includes('name="step" value="3"')) {
    stats.fail(`payment step → ${step2.status}`);
    return "error";
  }
  const code = await visitor.request("captcha hook", `/_test/captcha/${encodeURIComponent(captchaToken)}`);
  if (code.status !== 200) {
    stats.fail(`captcha hook → ${code.status}`);
    return "error";
  }
  const captcha = code.text.trim();
  const booked = await visitor.request("booking book", path, {
    formToken,
    captchaToken,
    captcha,
    step: "3",
    intent: "book",
  });
  if (booked.status === 409) return "unavailable";
  const location = booked.location ?? "";
  if (booked.status !== 302 || !location.startsWith("/reservasi-info-pendpay/")) {
    stats.fail(`book → ${booked.status} ${location}`);
    return "error";
  }
  stats.bookings += 1;
  return expectOk("payment page", visitor, location, stats);
}

/** The traffic mix: weights of the scenarios and the HTTP requests each makes. */
const FULL_MIX = [
  { name: "browse", weight: 60, requests: 1, run: browse },
  { name: "search", weight: 20, requests: 1, run: search },
  { name: "room", weight: 15, requests: 1, run: roomPage },
  { name: "booking", weight: 5, requests: 6, run: book },
] as const;
/** `--scenarios` keeps only some of the mix (to tell which traffic makes memory grow). */
const scenariosArg = argv.includes("--scenarios") ? argv[argv.indexOf("--scenarios") + 1]?.split(",") : undefined;
const MIX = FULL_MIX.filter((s) => !scenariosArg || scenariosArg.includes(s.name));
if (MIX.length === 0) throw new Error(`--scenarios must name some of: ${FULL_MIX.map((s) => s.name).join(", ")}`);
const TOTAL_WEIGHT = MIX.reduce((sum, s) => sum + s.weight, 0);
const REQUESTS_PER_SCENARIO = MIX.reduce((sum, s) => sum + s.weight * s.requests, 0) / TOTAL_WEIGHT;

function pickScenario() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const scenario of MIX) {
    roll -= scenario.weight;
    if (roll < 0) return scenario;
  }
  return MIX[0];
}

async function runScenario(world: World, stats: () => Stats): Promise<void> {
  const scenario = pickScenario();
  const visitor = new Visitor(world, stats);
  try {
    const outcome = await scenario.run(world, visitor, stats());
    if (outcome === "unavailable") stats().unavailable += 1;
  } catch (error) {
    stats().fail(`${scenario.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function loadWorld(workers: Workers): Promise<World> {
  const db = await workers.mf.getD1Database("DB", "agrowisata");
  const ids = async (sql: string) => (await db.prepare(sql).all<{ id: number }>()).results.map((r) => r.id);
  const hotels = (
    await db.prepare("SELECT id, city_id AS cityId FROM hotel WHERE aktif = 1").all<{ id: number; cityId: number }>()
  ).results;
  const rooms = (
    await db
      .prepare(
        "SELECT rt.id, rt.hotel_id AS hotelId, h.city_id AS cityId, rt.kapasitas FROM room_type rt JOIN hotel h ON h.id = rt.hotel_id WHERE h.aktif = 1",
      )
      .all<{ id: number; hotelId: number; cityId: number; kapasitas: number }>()
  ).results;
  const regency = await db
    .prepare(
      "SELECT r.id AS kabupaten, p.id AS provinsi, p.country_id AS negara FROM regency r JOIN province p ON p.id = r.province_id LIMIT 1",
    )
    .first<{ kabupaten: number; provinsi: number; negara: number }>();
  const [identitas] = await ids("SELECT id FROM identity_type ORDER BY id LIMIT 1");
  const [vaMethod] = await ids(
    "SELECT m.id FROM payment_method m JOIN payment_group g ON g.id = m.group_id WHERE m.kategori = 'PENDING PAYMENT' AND m.aktif = 1 AND g.aktif = 1 ORDER BY m.id LIMIT 1",
  );
  if (!regency || !identitas || !vaMethod || rooms.length === 0)
    throw new Error("the seeded data lacks what a booking needs");
  return {
    base: workers.urls.app,
    origin: workers.urls.app,
    cities: [...new Set(hotels.map((h) => h.cityId))],
    wisata: await ids("SELECT id FROM destination WHERE aktif = 1"),
    cafes: await ids("SELECT id FROM cafe WHERE aktif = 1"),
    events: await ids("SELECT id FROM event"),
    hotels,
    rooms,
    guest: { identitas, ...regency },
    vaMethod,
  };
}

/** Logs and returns the app isolate's JS heap in use after a forced garbage collection. */
async function heapLine(label: string, inspector: Inspector): Promise<number> {
  const bytes = await heapAfterGc(inspector);
  log(`${label.padEnd(14)} JS heap after GC ${(bytes / 1048576).toFixed(1)} MiB`);
  return bytes;
}

function rssLine(label: string, pids: number[]): number {
  const values = pids.map(rssKiB);
  const total = values.reduce((sum, v) => sum + (Number.isNaN(v) ? 0 : v), 0);
  log(
    `${label.padEnd(14)} RSS ${(total / 1024).toFixed(1)} MiB (${pids.map((pid, i) => `workerd ${pid}: ${(values[i] / 1024).toFixed(1)} MiB`).join(", ")})`,
  );
  return total;
}

async function main() {
  const run = tempRunDir("soak");
  buildApp();
  const secrets = await seedState(run.dir);
  const bundles = await bundleWorkers(run.dir);
  const workers = await startWorkers({
    stateDir: run.dir,
    bundles,
    secrets,
    vars: { E2E_TEST_HOOKS: "1", CONTENT_VERSION_TTL_MS: "5000" },
    inspectorPort: INSPECTOR_PORT,
  });
  let failed = false;
  try {
    const pids = workers.workerdPids;
    const pinning = pinProcesses(pids);
    log(pinning.note);
    const world = await loadWorld(workers);
    log(
      `world: ${world.cities.length} cities, ${world.hotels.length} hotels, ${world.rooms.length} room types, ${world.wisata.length} destinations`,
    );

    // Peak: closed loop, CONCURRENCY clients running scenarios back to back.
    const peakStats = new Stats();
    const peakEnd = performance.now() + PEAK_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < peakEnd) await runScenario(world, () => peakStats);
      }),
    );
    const peak = peakStats.requests / PEAK_SECONDS;
    const rate = peak / 2;
    log(
      `peak of the mix: ${peak.toFixed(0)} req/s (${CONCURRENCY} clients, ${PEAK_SECONDS} s, ${peakStats.errors} errors); soak at ${rate.toFixed(0)} req/s for ${MINUTES} min`,
    );
    if (peakStats.errors > 0) {
      failed = true;
      for (const sample of peakStats.errorSamples) log(`  error: ${sample}`);
    }

    // Soak: open loop at half the peak, one Stats per minute.
    const minutes: Stats[] = [new Stats()];
    const rssByMinute: number[] = [];
    const current = () => minutes[minutes.length - 1];
    const startRss = rssLine("start", pids);
    const inspector = await connectInspector(INSPECTOR_PORT);
    const startHeap = await heapLine("start", inspector);
    const scenarioRate = rate / REQUESTS_PER_SCENARIO;
    const started = performance.now();
    const end = started + MINUTES * 60_000;
    let launched = 0;
    let inFlight = 0;
    let skipped = 0;
    let nextReport = started + 60_000;
    const pending = new Set<Promise<void>>();
    while (performance.now() < end) {
      const now = performance.now();
      if (now >= nextReport) {
        const s = current();
        rssByMinute.push(rssLine(`minute ${minutes.length}`, pids));
        await heapLine(`minute ${minutes.length}`, inspector);
        log(
          `               ${s.requests} requests, ${s.errors} errors, ${s.unavailable} unavailable, ${s.bookings} bookings, p99 ${s.p99().toFixed(0)} ms`,
        );
        minutes.push(new Stats());
        nextReport += 60_000;
      }
      const due = Math.floor(((now - started) / 1000) * scenarioRate);
      while (launched < due) {
        launched += 1;
        if (inFlight >= MAX_IN_FLIGHT) {
          skipped += 1;
          continue;
        }
        inFlight += 1;
        const task = runScenario(world, current).finally(() => {
          inFlight -= 1;
          pending.delete(task);
        });
        pending.add(task);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(pending);
    if (current().requests === 0) minutes.pop();
    const endRss = rssLine("end", pids);
    const endHeap = await heapLine("end", inspector);
    inspector.close();
    const heapGrowth = (endHeap - startHeap) / startHeap;

    const total = minutes.reduce(
      (sum, s) => ({
        requests: sum.requests + s.requests,
        errors: sum.errors + s.errors,
        unavailable: sum.unavailable + s.unavailable,
        bookings: sum.bookings + s.bookings,
      }),
      { requests: 0, errors: 0, unavailable: 0, bookings: 0 },
    );
    const growth = (endRss - startRss) / startRss;
    const first = minutes[0];
    const last = minutes[minutes.length - 1];
    if (total.errors > 0) failed = true;
    log(
      `\nSoak — ${MINUTES} min at ${rate.toFixed(0)} req/s (half the measured peak of ${peak.toFixed(0)} req/s); ${pinning.note}`,
    );
    const rows: [string, string, string][] = [
      ["requests", String(total.requests), `${(total.requests / (MINUTES * 60)).toFixed(0)} req/s achieved`],
      ["bookings made", String(total.bookings), ""],
      ["no longer available", String(total.unavailable), "correct refusals, not errors"],
      ["errors", String(total.errors), total.errors === 0 ? "ok" : "target 0"],
      ["scenarios not started", String(skipped), skipped === 0 ? "" : `client had ${MAX_IN_FLIGHT} in flight`],
      [
        "RSS start → end",
        `${(startRss / 1024).toFixed(1)} → ${(endRss / 1024).toFixed(1)} MiB`,
        `${(growth * 100).toFixed(1)} % (target ≤ ${TARGET_RSS_GROWTH * 100} %) ${growth <= TARGET_RSS_GROWTH ? "ok" : "above target"}`,
      ],
      ...(rssByMinute.length > 0
        ? [
            [
              "RSS minute 1 → end",
              `${(rssByMinute[0] / 1024).toFixed(1)} → ${(endRss / 1024).toFixed(1)} MiB`,
              `${(((endRss - rssByMinute[0]) / rssByMinute[0]) * 100).toFixed(1)} % (after the first minute's warm-up)`,
            ] as [string, string, string],
          ]
        : []),
      [
        "JS heap after GC start → end",
        `${(startHeap / 1048576).toFixed(1)} → ${(endHeap / 1048576).toFixed(1)} MiB`,
        `${(heapGrowth * 100).toFixed(1)} % (live objects the app keeps; RSS also counts what V8 and workerd hold on to)`,
      ],
      [
        "p99 first → last minute",
        `${first.p99().toFixed(0)} → ${last.p99().toFixed(0)} ms`,
        `drift ${(last.p99() / first.p99()).toFixed(2)}×`,
      ],
    ];
    const w0 = Math.max(...rows.map((r) => r[0].length));
    const w1 = Math.max(...rows.map((r) => r[1].length));
    for (const [a, b, c] of rows) log(`${a.padEnd(w0)}  ${b.padStart(w1)}  ${c}`);
    log("\nlatency by request kind over the whole soak:");
    const kinds = new Map<string, number[]>();
    for (const m of minutes)
      for (const [kind, list] of m.byKind) kinds.set(kind, [...(kinds.get(kind) ?? []), ...list]);
    for (const [kind, list] of [...kinds].sort((a, b) => b[1].length - a[1].length)) {
      log(
        `  ${kind.padEnd(22)} n=${String(list.length).padStart(6)}  p50 ${percentile(list, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(list, 99).toFixed(0).padStart(5)} ms`,
      );
    }
    const samples = minutes.flatMap((s) => s.errorSamples).slice(0, 10);
    for (const sample of samples) log(`  error: ${sample}`);
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
