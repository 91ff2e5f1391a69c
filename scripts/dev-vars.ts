import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Local secrets the Worker requires (production sets them with `npx wrangler secret put`). MIDTRANS_SERVER_KEY
 * signs the payment simulator's notifications locally; the app has no built-in value for it.
 */
export const REQUIRED_SECRETS = ["PASSWORD_PEPPER", "SESSION_SECRET", "MIDTRANS_SERVER_KEY"] as const;

/**
 * The local development settings. wrangler.toml's [vars] are what a deploy ships (production); `wrangler dev`
 * lets `.dev.vars` override them, so a local run is development with the payment simulator, the e-mail outbox
 * (viewable at /_dev/outbox) and the API docs. Every var wrangler.toml sets has its local value here.
 */
export const LOCAL_SETTINGS: Readonly<Record<string, string>> = {
  APP_ENV: "development",
  PUBLIC_SITE_URL: "http://localhost:8787",
  PAYMENT_GATEWAY: "simulator",
  MIDTRANS_IS_PRODUCTION: "false",
  MAIL_TRANSPORT: "outbox",
  API_DOCS_ENABLED: "true",
};

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

function unquote(value: string): string {
  return value.trim().replace(/^["']|["']$/g, "");
}

/**
 * Makes sure `.dev.vars` holds every local secret and setting: secrets are generated at random on first run,
 * settings get their development value. Values already there are kept (so seeded passwords keep verifying and
 * a developer's own choices stay), except a secret shorter than 16 characters, which is replaced.
 * Returns the names it added.
 */
export function ensureDevVars(file = ".dev.vars"): string[] {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const values = new Map<string, string>();
  for (const line of current.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (match) values.set(match[1], unquote(match[2]));
  }
  const missingSecrets = REQUIRED_SECRETS.filter((name) => (values.get(name) ?? "").length < 16);
  const missingSettings = Object.keys(LOCAL_SETTINGS).filter((name) => !values.has(name));
  const missing = [...missingSettings, ...missingSecrets];
  if (missing.length === 0) return [];
  const lines = current
    .split(/\r?\n/)
    .filter((line) => line.trim() && !missingSecrets.some((n) => new RegExp(`^\\s*${n}\\s*=`).test(line)));
  if (missingSettings.length > 0 && !lines.some((line) => line.startsWith("# Local development settings"))) {
    lines.push("# Local development settings: they override wrangler.toml's production [vars] in `wrangler dev`.");
  }
  for (const name of missingSettings) lines.push(`${name}=${LOCAL_SETTINGS[name]}`);
  for (const name of missingSecrets) lines.push(`${name}=${randomSecret()}`);
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  return missing;
}
