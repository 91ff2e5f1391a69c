import type { Db } from "~/models/db.server";
import { insertMetricSamples, metricSamplesSince, type MetricRow } from "~/models/metrics.server";

/**
 * Request metrics on Workers (docs/decisions/018-back-office-monitoring.md). Each isolate adds every
 * request to in-memory counters (route pattern × status: count, total and a latency histogram; page-cache
 * outcomes; D1 query count and time) and writes them to D1 as one small batch every FLUSH_INTERVAL_MS or
 * FLUSH_EVERY requests — never one write per request. The metrics page sums the stored batches.
 */

/** Upper bounds (ms) of the latency histogram buckets; the last bucket is everything slower. */
export const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;
export const FLUSH_INTERVAL_MS = 30_000;
export const FLUSH_EVERY = 200;
/** Distinct route patterns kept per isolate between flushes; more are counted as "(other)". */
const MAX_ROUTES = 200;

interface Counter {
  count: number;
  totalMs: number;
  histogram: number[] | null;
}

interface Aggregate {
  requests: Map<string, Counter>;
  cache: Map<string, Counter>;
  d1: Counter;
  pending: number;
  since: number;
}

function emptyAggregate(now: number): Aggregate {
  return { requests: new Map(), cache: new Map(), d1: { count: 0, totalMs: 0, histogram: null }, pending: 0, since: now };
}

let aggregate: Aggregate = emptyAggregate(Date.now());

function bucketOf(ms: number): number {
  const index = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
  return index === -1 ? LATENCY_BUCKETS_MS.length : index;
}

/**
 * The route pattern of a path, so per-route counters stay few: numeric ids, dates, long tokens and
 * booking codes become `:param`; image keys become `*`.
 */
export function routePattern(pathname: string): string {
  if (pathname.startsWith("/images/")) return "/images/*";
  const segments = pathname.split("/").map((segment) => {
    if (!segment) return segment;
    if (/^\d+$/.test(segment) || /^\d{4}-\d{2}-\d{2}$/.test(segment)) return ":param";
    if (segment.length > 24 || (/\d/.test(segment) && /[a-z]/i.test(segment) && segment.length >= 6)) return ":param";
    return segment;
  });
  return segments.join("/").slice(0, 120) || "/";
}

function add(map: Map<string, Counter>, key: string, ms: number, withHistogram: boolean) {
  let counter = map.get(key);
  if (!counter) {
    counter = { count: 0, totalMs: 0, histogram: withHistogram ? new Array(LATENCY_BUCKETS_MS.length + 1).fill(0) : null };
    map.set(key, counter);
  }
  counter.count += 1;
  counter.totalMs += ms;
  if (counter.histogram) counter.histogram[bucketOf(ms)] += 1;
}

/** Counts one request (cheap: a few map updates). `cache` is the page cache's X-Cache value, if any. */
export function recordRequest(entry: { pathname: string; status: number; ms: number; cache: string | null }) {
  let route = routePattern(entry.pathname);
  if (!aggregate.requests.has(`${route}|${entry.status}`) && aggregate.requests.size >= MAX_ROUTES) route = "(other)";
  add(aggregate.requests, `${route}|${entry.status}`, entry.ms, true);
  if (entry.cache) add(aggregate.cache, entry.cache.toUpperCase().slice(0, 20), entry.ms, false);
  aggregate.pending += 1;
}

/** D1 round trips this isolate has made since it started (never drained; read by the SSR benchmark's hook). */
let d1RoundTrips = 0;

export function d1RoundTripCount(): number {
  return d1RoundTrips;
}

/** Counts one D1 call (a statement or a batch: one round trip) and its duration. */
export function recordD1Query(ms: number) {
  d1RoundTrips += 1;
  aggregate.d1.count += 1;
  aggregate.d1.totalMs += ms;
}

function drain(now: number): MetricRow[] {
  const current = aggregate;
  aggregate = emptyAggregate(now);
  const rows: MetricRow[] = [];
  for (const [key, counter] of current.requests) {
    const cut = key.lastIndexOf("|");
    rows.push({ kind: "request", name: key.slice(0, cut), status: Number(key.slice(cut + 1)), ...counter });
  }
  for (const [name, counter] of current.cache) rows.push({ kind: "cache", name, status: 0, ...counter });
  if (current.d1.count > 0) rows.push({ kind: "d1", name: "query", status: 0, ...current.d1 });
  return rows;
}

/** True when this isolate's counters are due to be written. */
export function flushDue(now = Date.now()): boolean {
  return aggregate.pending >= FLUSH_EVERY || (aggregate.pending > 0 && now - aggregate.since >= FLUSH_INTERVAL_MS);
}

/** Writes this isolate's counters to D1 and starts afresh (nothing is written when nothing happened). */
export async function flushMetrics(db: Db, now = Date.now()): Promise<void> {
  const rows = drain(now);
  if (rows.length > 0) await insertMetricSamples(db, rows, new Date(now));
}

export interface RouteStats {
  route: string;
  count: number;
  statuses: Record<string, number>;
  meanMs: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The upper bound of the bucket holding the q-quantile (a histogram gives "at most" figures). */
export function quantile(histogram: readonly number[], q: number): number {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return 0;
  const target = Math.ceil(total * q);
  let seen = 0;
  for (let i = 0; i < histogram.length; i++) {
    seen += histogram[i];
    if (seen >= target) return i < LATENCY_BUCKETS_MS.length ? LATENCY_BUCKETS_MS[i] : Infinity;
  }
  return Infinity;
}

/** The metrics page: stored batches of the last `hours` summed per route, status, cache outcome and D1. */
export async function metricsReport(db: Db, hours: number, now = Date.now()) {
  const rows = await metricSamplesSince(db, new Date(now - hours * 3_600_000));
  const routes = new Map<string, { count: number; totalMs: number; histogram: number[]; statuses: Record<string, number> }>();
  const statusCodes: Record<string, number> = {};
  const cache: Record<string, number> = {};
  const d1 = { count: 0, totalMs: 0 };
  for (const row of rows) {
    if (row.kind === "request") {
      const entry: { count: number; totalMs: number; histogram: number[]; statuses: Record<string, number> } = routes.get(row.name) ?? {
        count: 0,
        totalMs: 0,
        histogram: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
        statuses: {},
      };
      entry.count += row.count;
      entry.totalMs += row.totalMs;
      row.histogram?.forEach((n, i) => (entry.histogram[i] = (entry.histogram[i] ?? 0) + n));
      entry.statuses[row.status] = (entry.statuses[row.status] ?? 0) + row.count;
      routes.set(row.name, entry);
      statusCodes[row.status] = (statusCodes[row.status] ?? 0) + row.count;
    } else if (row.kind === "cache") {
      cache[row.name] = (cache[row.name] ?? 0) + row.count;
    } else if (row.kind === "d1") {
      d1.count += row.count;
      d1.totalMs += row.totalMs;
    }
  }
  const routeStats: RouteStats[] = [...routes]
    .map(([route, entry]) => ({
      route,
      count: entry.count,
      statuses: entry.statuses,
      meanMs: entry.count ? entry.totalMs / entry.count : 0,
      p50: quantile(entry.histogram, 0.5),
      p95: quantile(entry.histogram, 0.95),
      p99: quantile(entry.histogram, 0.99),
    }))
    .sort((a, b) => b.count - a.count);
  const hits = (cache.HIT ?? 0) + (cache.STALE ?? 0);
  const lookups = Object.entries(cache)
    .filter(([name]) => name !== "BYPASS")
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    hours,
    routes: routeStats,
    statusCodes,
    cache,
    cacheHitRatio: lookups > 0 ? hits / lookups : null,
    d1: { count: d1.count, meanMs: d1.count ? d1.totalMs / d1.count : 0 },
  };
}
