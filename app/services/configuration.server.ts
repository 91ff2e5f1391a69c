import type { AppEnv } from "~/env.server";

/** What the configuration page shows instead of a secret's value. */
export const MASK = "******";

/** Names whose values never reach a page (spec: anything named *SECRET*, *KEY*, *TOKEN*, *PASSWORD*; plus the pepper). */
const SECRET_NAME = /SECRET|KEY|TOKEN|PASSWORD|PEPPER|CREDENTIAL/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

export interface ConfigEntry {
  name: string;
  value: string;
  masked: boolean;
}

function entry(name: string, value: unknown): ConfigEntry {
  if (isSecretName(name)) return { name, value: MASK, masked: true };
  return { name, value: typeof value === "string" ? value : JSON.stringify(value), masked: false };
}

function matches(name: string, prefix: string): boolean {
  return !prefix || name.toLowerCase().startsWith(prefix.toLowerCase());
}

/** A binding's kind, never its contents. */
function bindingKind(value: unknown): string {
  if (value && typeof value === "object") return value.constructor?.name || "binding";
  return typeof value;
}

/**
 * The configuration page's rows (spec §2 "Configuration: prefix filter"): plain variables, the names
 * and kinds of bindings, and the settings table — secrets masked, filtered by a name prefix.
 */
export function configurationView(env: AppEnv, settings: { key: string; value: string }[], prefix: string) {
  const environment: ConfigEntry[] = [];
  const bindings: ConfigEntry[] = [];
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (!matches(name, prefix) || value === undefined) continue;
    if (value !== null && typeof value === "object") bindings.push({ name, value: bindingKind(value), masked: false });
    else environment.push(entry(name, value));
  }
  return {
    environment,
    bindings,
    settings: settings.filter((row) => matches(row.key, prefix)).map((row) => entry(row.key, row.value)),
  };
}
