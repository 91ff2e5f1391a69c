import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** Local secrets the Worker requires (production sets them with `wrangler secret put`). */
const REQUIRED_SECRETS = ["PASSWORD_PEPPER", "SESSION_SECRET"] as const;

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/**
 * Makes sure `.dev.vars` holds every local secret, generating random ones on first run and keeping
 * existing values (so seeded passwords keep verifying). Returns the names it added.
 */
export function ensureDevVars(file = ".dev.vars"): string[] {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const defined = new Set(
    current
      .split(/\r?\n/)
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null && m[2].replace(/^["']|["']$/g, "").length >= 16)
      .map((m) => m[1]),
  );
  const missing = REQUIRED_SECRETS.filter((name) => !defined.has(name));
  if (missing.length === 0) return [];
  const lines = current.split(/\r?\n/).filter((line) => line.trim() && !missing.some((n) => line.startsWith(`${n}=`)));
  for (const name of missing) lines.push(`${name}=${randomSecret()}`);
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  return missing;
}
