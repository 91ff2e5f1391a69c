import type { AppLoadContext } from "@remix-run/cloudflare";
import { pingDatabase } from "~/models/health.server";

/** Health items (spec §3: name, status, details, error). */
export type HealthStatus = "UP" | "DOWN" | "NOT_CONFIGURED";
export interface HealthItem {
  name: "d1" | "r2" | "durableObjects";
  status: HealthStatus;
  details: Record<string, string | number>;
  error?: string;
}
export interface HealthReport {
  status: "UP" | "DOWN";
  checkedAt: number;
  components: HealthItem[];
}

const PROBE_TIMEOUT_MS = 5_000;

async function probe(
  name: HealthItem["name"],
  run: () => Promise<Record<string, string | number> | null>,
): Promise<HealthItem> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    });
    const details = await Promise.race([run(), timeout]);
    if (details === null) return { name, status: "NOT_CONFIGURED", details: {} };
    return { name, status: "UP", details: { ...details, durationMs: Date.now() - started } };
  } catch (error) {
    return {
      name,
      status: "DOWN",
      details: { durationMs: Date.now() - started },
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Durable Object namespaces this installation binds, by binding name (none yet is a valid answer). */
export type DurableObjectProbes = Record<string, ((signal: AbortSignal) => Promise<void>) | undefined>;

/**
 * Probes D1 (a query), R2 (a one-object listing) and each bound Durable Object namespace (a ping to one
 * instance). A component that is not bound is NOT_CONFIGURED, which does not make the whole report DOWN.
 */
export async function checkHealth(
  context: Pick<AppLoadContext, "db" | "env">,
  durableObjects: DurableObjectProbes = {},
): Promise<HealthReport> {
  const bound = Object.entries(durableObjects).filter(
    (entry): entry is [string, (signal: AbortSignal) => Promise<void>] => Boolean(entry[1]),
  );
  const components = await Promise.all([
    probe("d1", async () => ({ database: "DB", ...(await pingDatabase(context.db)) })),
    probe("r2", async () => {
      const listing = await context.env.BUCKET.list({ limit: 1 });
      return { bucket: "BUCKET", sampleObjects: listing.objects.length };
    }),
    probe("durableObjects", async () => {
      if (bound.length === 0) return null;
      const controller = new AbortController();
      await Promise.all(bound.map(([, ping]) => ping(controller.signal)));
      return { namespaces: bound.map(([name]) => name).join(", ") };
    }),
  ]);
  const status = components.some((item) => item.status === "DOWN") ? "DOWN" : "UP";
  return { status, checkedAt: Date.now(), components };
}

/** The Durable Object namespaces of this Worker, each with a ping (the tracker answers GET /ping). */
export function durableObjectProbes(env: Pick<AppLoadContext["env"], "STAFF_TRACKER">): DurableObjectProbes {
  const tracker = env.STAFF_TRACKER;
  return {
    STAFF_TRACKER: tracker
      ? async (signal) => {
          const stub = tracker.get(tracker.idFromName("staff"));
          const response = await stub.fetch("https://tracker/ping", { signal });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`tracker answered ${response.status}`);
        }
      : undefined,
  };
}
