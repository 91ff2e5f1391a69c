/**
 * `npm start`: write local settings and secrets to .dev.vars (wrangler.toml's [vars] are production; see
 * scripts/dev-vars.ts), build, migrate and (on first run) seed local D1/R2, then serve the Worker with
 * wrangler on http://localhost:8787. Options:
 *   --dev              rebuild on change (remix dev) instead of a one-off build
 *   --port N           port to listen on (default 8787); a local PUBLIC_SITE_URL follows it, so
 *                      links in e-mails reach this server
 *   --persist-to DIR   keep local D1/R2 state in DIR instead of .wrangler/state (tests use this)
 *   --reset            wipe and reseed the local data first
 *   --e2e              end-to-end tests: the development settings given explicitly (whatever .dev.vars says)
 *                      and the test hooks on (E2E_TEST_HOOKS=1)
 *   --inspector-port N the debugger's port (default 9229 on the default port, else port + 10000, so
 *                      two checkouts serving side by side do not fight over it)
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ensureDevVars, LOCAL_SETTINGS } from "./dev-vars";
import { superviseE2eServer } from "./e2e-supervisor";
import { runSeed } from "./seed";
import { configuredSiteUrl, localSiteUrl } from "./site-url";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", default: "8787" },
    "persist-to": { type: "string" },
    reset: { type: "boolean", default: false },
    ip: { type: "string", default: "127.0.0.1" },
    e2e: { type: "boolean", default: false },
    "inspector-port": { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

const quietEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const persistTo = values["persist-to"];

const added = ensureDevVars();
if (added.length > 0) console.log(`Wrote local development settings and secrets to .dev.vars: ${added.join(", ")}`);

if (!values.dev) {
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit", env: quietEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const seed = await runSeed({ reset: values.reset, persistTo });

const wranglerArgs = ["wrangler", "dev", "--port", String(port), "--ip", values.ip, "--test-scheduled"];
if (persistTo) wranglerArgs.push("--persist-to", persistTo);
if (values.dev) wranglerArgs.push("--live-reload");
// End-to-end runs: the development settings given explicitly (a developer's .dev.vars cannot turn a test run
// into something else), links in e-mails pointing at this server, test hooks on, and the page cache seeing a
// content edit at once (no 5 s memo of the content version), so a test that edits the theme never meets a copy
// of the page cached by a parallel test.
if (values.e2e) {
  const e2eVars = {
    ...LOCAL_SETTINGS,
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    E2E_TEST_HOOKS: "1",
    CONTENT_VERSION_TTL_MS: "0",
  };
  for (const [name, value] of Object.entries(e2eVars)) wranglerArgs.push("--var", `${name}:${value}`);
} else {
  // Other local runs: links in e-mails (booking, activation, chat) point at the port this server really listens on.
  const readText = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
  const siteUrl = localSiteUrl(configuredSiteUrl(readText(".dev.vars"), readText("wrangler.toml")), port);
  if (siteUrl) wranglerArgs.push("--var", `PUBLIC_SITE_URL:${siteUrl}`);
}
const inspectorPort =
  values["inspector-port"] ?? (port === 8787 ? "9229" : String(port <= 55535 ? port + 10000 : port - 10000));
wranglerArgs.push("--inspector-port", inspectorPort);

const url = `http://localhost:${port}`;
console.log(`\nAgrowisata is starting on ${url}`);
if (seed.accounts.length > 0) {
  console.log("Development accounts (local data only):");
  for (const account of seed.accounts)
    console.log(`  ${account.role.padEnd(15)} ${account.login} / ${account.password}`);
}
console.log("");

const serve = () =>
  values.dev
    ? spawn(
        "npx",
        ["remix", "dev", "--manual", "-c", wranglerArgs.map((a) => (a.includes(" ") ? `"${a}"` : a)).join(" ")],
        { stdio: "inherit", env: quietEnv },
      )
    : spawn("npx", wranglerArgs, { stdio: "inherit", env: quietEnv });

if (values.e2e) {
  // End-to-end runs: a server that dies is reported and started again (scripts/e2e-supervisor.ts).
  const server = superviseE2eServer({ start: serve, url: `http://127.0.0.1:${port}/favicon.svg`, exit: (code) => process.exit(code) });
  process.on("SIGINT", () => server.stop("SIGINT"));
  process.on("SIGTERM", () => server.stop("SIGTERM"));
  // Something the seed loads can end this process on a signal before the handlers above run: the server goes too.
  process.on("exit", () => server.stop("SIGTERM"));
} else {
  const child = serve();
  process.on("SIGINT", () => child.kill("SIGINT"));
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  child.on("exit", (code) => process.exit(code ?? 0));
}
