/**
 * `npm run bench:chat [-- --url http://127.0.0.1:8787 --guests 200 --rate 100 --seconds 30]`
 *
 * Load test for the chat against a running site (`npm start`, or `wrangler dev`): opens one chat per
 * guest (pre-chat POST, then the guest socket), signs the seeded administrator in and opens an operator
 * socket on every conversation, then has the guests send `rate` messages a second in turn for `seconds`
 * seconds. Prints the fan-out latency (guest sends → the operator's socket receives it) and the ack
 * latency as p50 / p99 / max, and how many messages never reached the operator.
 *
 * Each guest sends rate/guests messages a second (0.5 with the defaults), below the per-sender limit
 * (10 per 10 s); a run that exceeds it reports the refusals. Numbers from a laptop or a shared machine
 * are only comparable with each other within one run (see stack notes).
 */
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { RATE_LIMIT_MESSAGES, RATE_LIMIT_WINDOW_MS, type ServerFrame } from "../../app/utils/chat-protocol";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: process.env.CHAT_BENCH_URL ?? "http://127.0.0.1:8787" },
    guests: { type: "string", default: "200" },
    rate: { type: "string", default: "100" },
    seconds: { type: "string", default: "30" },
    login: { type: "string", default: process.env.CHAT_BENCH_LOGIN ?? "admin" },
    password: { type: "string", default: process.env.CHAT_BENCH_PASSWORD ?? "Admin#2026" },
    grace: { type: "string", default: "5" },
  },
});

const base = new URL(values.url!);
const origin = base.origin;
const GUESTS = Number(values.guests);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const GRACE_MS = Number(values.grace) * 1000;
const CONNECT_CONCURRENCY = 20;

function wsUrl(path: string): string {
  const url = new URL(path, base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

/** The cookies a response sets, as one Cookie header value (name=value pairs only). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function startGuest(index: number): Promise<{ guestId: number; cookie: string }> {
  const body = new URLSearchParams({ name: `Bench ${index}`, email: `bench-${Date.now()}-${index}@example.test` });
  const response = await fetch(new URL("/api/chat/guest", base), {
    method: "POST",
    body,
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
  });
  if (!response.ok) throw new Error(`pre-chat POST failed: ${response.status} ${await response.text()}`);
  const data = (await response.json()) as { ok: boolean; guestId: number };
  return { guestId: data.guestId, cookie: cookiesOf(response) };
}

async function signInOperator(): Promise<string> {
  const response = await fetch(new URL("/login", base), {
    method: "POST",
    body: new URLSearchParams({ login: values.login!, password: values.password! }),
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  const cookie = cookiesOf(response);
  if (!cookie) throw new Error(`operator sign-in failed: ${response.status}`);
  return cookie;
}

function openSocket(path: string, cookie: string, onFrame: (frame: ServerFrame) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(path), { headers: { Cookie: cookie, Origin: origin } });
    ws.on("message", (data) => {
      const text = data.toString();
      if (text !== "pong") onFrame(JSON.parse(text) as ServerFrame);
    });
    ws.once("open", () => {
      ws.send(JSON.stringify({ type: "hello", lastSeq: 0 }));
      resolve(ws);
    });
    ws.once("unexpected-response", (_request, response) => reject(new Error(`${path}: HTTP ${response.statusCode}`)));
    ws.once("error", reject);
  });
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `${label}: n=${sorted.length} p50 ${f(percentile(sorted, 50))} · p99 ${f(percentile(sorted, 99))} · max ${f(sorted[sorted.length - 1] ?? Number.NaN)}`;
}

async function main() {
  const perGuestPerWindow = (RATE / GUESTS) * (RATE_LIMIT_WINDOW_MS / 1000);
  if (perGuestPerWindow > RATE_LIMIT_MESSAGES) {
    console.warn(`note: ${perGuestPerWindow.toFixed(1)} messages per guest per window exceeds the limit of ${RATE_LIMIT_MESSAGES}`);
  }
  console.log(`chat fan-out: ${GUESTS} guests, ${RATE} msg/s for ${SECONDS} s against ${origin}`);

  const sentAt = new Map<string, number>();
  const fanout: number[] = [];
  const acks: number[] = [];
  const delivered = new Set<string>();
  const refused = new Map<string, number>();

  const operatorCookie = await signInOperator();
  const guests = await inBatches(
    Array.from({ length: GUESTS }, (_, i) => i),
    CONNECT_CONCURRENCY,
    async (index) => {
      const { guestId, cookie } = await startGuest(index);
      const guestSocket = await openSocket("/api/chat/socket", cookie, (frame) => {
        if (frame.type === "ack") {
          const started = sentAt.get(frame.clientId);
          if (started !== undefined) acks.push(performance.now() - started);
        } else if (frame.type === "error" && frame.code !== "operatorOffline") {
          refused.set(frame.code, (refused.get(frame.code) ?? 0) + 1);
        }
      });
      const operatorSocket = await openSocket(`/api/chat/socket?guest=${guestId}`, operatorCookie, (frame) => {
        if (frame.type !== "message" || frame.from !== "guest" || delivered.has(frame.clientId)) return;
        const started = sentAt.get(frame.clientId);
        if (started === undefined) return;
        delivered.add(frame.clientId);
        fanout.push(performance.now() - started);
      });
      return { guestSocket, operatorSocket };
    },
  );
  console.log(`connected ${guests.length} guest and ${guests.length} operator sockets`);

  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const startedAt = performance.now();
  for (let n = 0; n < total; n++) {
    // Paced against the clock, so a slow tick is caught up rather than stretching the run.
    const due = startedAt + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const clientId = `b${n}`;
    sentAt.set(clientId, performance.now());
    guests[n % guests.length].guestSocket.send(JSON.stringify({ type: "message", clientId, text: `bench message ${n}` }));
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS));

  console.log(`sent ${total} messages in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(1)} msg/s)`);
  console.log(summary("fan-out (guest → operator socket)", fanout));
  console.log(summary("ack (guest → stored → ack)", acks));
  console.log(`lost (never reached the operator within ${GRACE_MS / 1000} s): ${total - delivered.size}`);
  if (refused.size) console.log(`refused: ${[...refused].map(([code, count]) => `${code} ${count}`).join(", ")}`);

  for (const { guestSocket, operatorSocket } of guests) {
    guestSocket.close(1000);
    operatorSocket.close(1000);
  }
  process.exitCode = total - delivered.size > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
