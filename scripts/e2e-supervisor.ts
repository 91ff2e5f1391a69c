/**
 * The end-to-end server's keeper (`scripts/start.ts --e2e`). Once, on a CI machine, the local runtime under
 * `wrangler dev` died in the middle of the suite while wrangler itself stayed up: every later test met a refused
 * connection, and the reason was lost far up the log. Here the server is watched: when it stops accepting
 * connections (or its process exits), that is written to stderr in capitals, where the run's closing summary
 * (`.ci/run`) repeats it, and the server is started again on the same local data, a few times at most.
 * A slow answer is not a failure: only a refused connection is.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { freemem, totalmem } from "node:os";

const CHECK_EVERY_MS = 2_000;
/** Refused connections in a row, after the server had answered, that count as a dead server. */
const REFUSALS_TO_RESTART = 3;

export interface SupervisorOptions {
  /** Starts the server; called again for each restart. */
  start: () => ChildProcess;
  /** A URL the server answers once it is up (the favicon). */
  url: string;
  /** Called once the server is given up on, or stopped, with the exit code to leave with. */
  exit: (code: number) => void;
  restarts?: number;
}

/** Every process below `pid`, found with `pgrep -P` (Linux and macOS). */
function descendants(pid: number): number[] {
  const found = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" });
  const children = (found.stdout ?? "").split(/\s+/).filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Kills a process and everything it started (npx → wrangler → workerd). */
export function killTree(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return;
  for (const each of [pid, ...descendants(pid)]) {
    try {
      process.kill(each, signal);
    } catch {
      // already gone
    }
  }
}

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === "ECONNREFUSED" || cause?.code === "ECONNRESET";
}

function memoryLine(): string {
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return `free memory ${mib(freemem())} of ${mib(totalmem())} MiB`;
}

export function superviseE2eServer(options: SupervisorOptions): { stop: (signal: NodeJS.Signals) => void } {
  const allowed = options.restarts ?? 3;
  let restarts = 0;
  let stopping = false;
  let answered = false;
  let refusals = 0;
  let child: ChildProcess;

  const restart = (why: string) => {
    if (restarts >= allowed) {
      console.error(`E2E SERVER ${why}; ${memoryLine()}; not restarted (${allowed} restarts already)`);
      stopping = true;
      killTree(child.pid, "SIGKILL");
      options.exit(1);
      return;
    }
    restarts += 1;
    console.error(`E2E SERVER ${why} at ${new Date().toISOString()}; ${memoryLine()}; restart ${restarts} of ${allowed}`);
    const old = child;
    old.removeAllListeners("exit");
    killTree(old.pid, "SIGKILL");
    run();
  };

  const run = () => {
    answered = false;
    refusals = 0;
    child = options.start();
    child.on("exit", (code, signal) => {
      if (stopping) return options.exit(code ?? 0);
      restart(`EXITED (code ${code ?? "none"}, signal ${signal ?? "none"})`);
    });
  };

  const check = async () => {
    if (stopping) return;
    try {
      const response = await fetch(options.url, { signal: AbortSignal.timeout(30_000) });
      await response.body?.cancel();
      answered = true;
      refusals = 0;
    } catch (error) {
      if (!answered || !refused(error)) return;
      refusals += 1;
      if (refusals >= REFUSALS_TO_RESTART && !stopping) restart("STOPPED ACCEPTING CONNECTIONS");
    }
  };

  run();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();

  return {
    stop(signal) {
      stopping = true;
      clearInterval(timer);
      killTree(child.pid, signal);
    },
  };
}
