/**
 * Applies the D1 migrations to the local database and fills local D1/R2 with the demo data.
 *
 *   npx tsx scripts/seed.ts [--reset] [--persist-to DIR] [--today YYYY-MM-DD]
 *
 * Without --reset an already seeded database is left alone; --reset also empties the Durable Objects' local
 * storage (chats, lobby, staff tracker), so run it while `wrangler dev` is stopped. --persist-to must match the
 * directory given to `wrangler dev --persist-to` (wrangler keeps its state in DIR/v3; the default is
 * .wrangler/state).
 * Secrets come from .dev.vars, as for `wrangler dev`.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { seedDatabase, type SeedResult } from "./seed/index";

export interface RunSeedOptions {
  /** Wipe local data and seed again. */
  reset?: boolean;
  /** Same value as `wrangler dev --persist-to`; relative to the current directory. */
  persistTo?: string;
  /** The seed's "today" (YYYY-MM-DD); defaults to today in Asia/Jakarta. */
  today?: string;
}

interface LocalEnv {
  DB: D1Database;
  BUCKET: R2Bucket;
  PASSWORD_PEPPER?: string;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CONFIG_PATH = path.join(ROOT, "wrangler.toml");
/** The project's wrangler, run with the current Node (no npx resolution on every start). */
const WRANGLER_BIN = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");

/** Keeps wrangler offline and non-interactive (no request.cf download, no metrics, no prompts). */
const WRANGLER_ENV = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" } as const;

function applyMigrations(persistDir: string | undefined): void {
  const args = [WRANGLER_BIN, "d1", "migrations", "apply", "DB", "--local", "--config", CONFIG_PATH];
  if (persistDir) args.push("--persist-to", persistDir);
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...WRANGLER_ENV },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`Applying D1 migrations failed (wrangler exited with ${result.status ?? result.signal})`);
  }
  console.log(/No migrations to apply/.test(result.stdout) ? "D1: migrations up to date" : "D1: migrations applied");
}

/** Migrates, then seeds unless already seeded (or always with `reset`). Used by `npm start` too. */
export async function runSeed(options: RunSeedOptions = {}): Promise<SeedResult> {
  Object.assign(process.env, WRANGLER_ENV);
  const persistDir = options.persistTo ? path.resolve(process.cwd(), options.persistTo) : undefined;
  applyMigrations(persistDir);

  // wrangler dev keeps local state in <persist-to>/v3 (default <project>/.wrangler/state/v3).
  const stateDir = path.join(persistDir ?? path.join(ROOT, ".wrangler", "state"), "v3");
  // The chats, the operators' lobby and the staff tracker name accounts by id: after a reset those ids belong
  // to other (or no) accounts, so their Durable Objects' storage goes with the data it refers to.
  if (options.reset) rmSync(path.join(stateDir, "do"), { recursive: true, force: true });

  const started = performance.now();
  const proxy = await getPlatformProxy<LocalEnv>({
    configPath: CONFIG_PATH,
    persist: { path: stateDir },
    remoteBindings: false,
  });
  try {
    const pepper = proxy.env.PASSWORD_PEPPER;
    if (!pepper) {
      throw new Error(
        "PASSWORD_PEPPER is not set. Run `npm start` once (it creates .dev.vars with local secrets) " +
          "or create .dev.vars with a line PASSWORD_PEPPER=<random string of 16+ characters>.",
      );
    }
    const result = await seedDatabase(
      { DB: proxy.env.DB, BUCKET: proxy.env.BUCKET, PASSWORD_PEPPER: pepper },
      { reset: options.reset, today: options.today },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.seeded) {
      const { r2_objects: objects = 0, ...tables } = result.counts;
      const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
      console.log(`Seed: ${rows} rows in ${Object.keys(tables).length} tables and ${objects} images in ${seconds} s`);
    } else {
      console.log("Seed: local data already present (use --reset to start over)");
    }
    return result;
  } finally {
    await proxy.dispose();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      reset: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      today: { type: "string" },
    },
  });
  const result = await runSeed({ reset: values.reset, persistTo: values["persist-to"], today: values.today });
  if (result.seeded) {
    console.log("\nRows per table:");
    for (const [name, count] of Object.entries(result.counts).sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${name.padEnd(26)} ${count}`);
    }
  }
  console.log("\nDevelopment accounts (local data only):");
  for (const a of result.accounts) console.log(`  ${a.role.padEnd(12)} ${a.login} / ${a.password}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
