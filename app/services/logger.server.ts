import type { Db } from "~/models/db.server";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { listLoggerLevels, setLoggerLevel } from "~/models/logger-level.server";
import type { Actor } from "~/services/intent.server";
import { LOG_LEVEL_NAMES, type LogLevelName } from "~/utils/log-levels";

/**
 * The app's logger. Levels live in D1 (`logger_level`, edited on /logs) and are read at most once per
 * LEVELS_TTL_MS per isolate, so a change reaches every isolate within seconds without a deploy and a
 * request never waits on more than one small query for them. A logger without its own level takes its
 * nearest dotted parent's ("worker.fetch" → "worker" → "root"); with nothing stored, INFO.
 */

/** The loggers the app writes to, listed on /logs even before a level is stored for them. */
export const KNOWN_LOGGERS = ["root", "worker", "worker.fetch", "worker.scheduled", "metrics", "tracker"] as const;
export const DEFAULT_LEVEL: LogLevelName = "INFO";
export const LEVELS_TTL_MS = 5_000;

let levelsMemo: { levels: Map<string, LogLevelName>; expires: number } | null = null;

async function currentLevels(db: Db, now: number): Promise<Map<string, LogLevelName>> {
  if (levelsMemo && levelsMemo.expires > now) return levelsMemo.levels;
  const rows = await listLoggerLevels(db);
  const levels = new Map(rows.map((row) => [row.name, row.level]));
  levelsMemo = { levels, expires: now + LEVELS_TTL_MS };
  return levels;
}

/** The level that applies to `name`: its own, else the nearest parent's, else root's, else INFO. */
export function effectiveLevel(levels: ReadonlyMap<string, LogLevelName>, name: string): LogLevelName {
  const parts = name.split(".");
  for (let i = parts.length; i > 0; i--) {
    const level = levels.get(parts.slice(0, i).join("."));
    if (level) return level;
  }
  return levels.get("root") ?? DEFAULT_LEVEL;
}

export interface Logger {
  readonly name: string;
  readonly level: LogLevelName;
  isEnabled(level: LogLevelName): boolean;
  trace(message: string, ...details: unknown[]): void;
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const SINKS: Record<LogLevelName, (...args: unknown[]) => void> = {
  TRACE: (...args) => console.debug(...args),
  DEBUG: (...args) => console.debug(...args),
  INFO: (...args) => console.info(...args),
  WARN: (...args) => console.warn(...args),
  ERROR: (...args) => console.error(...args),
};

function makeLogger(name: string, level: LogLevelName): Logger {
  const threshold = LOG_LEVEL_NAMES.indexOf(level);
  const isEnabled = (wanted: LogLevelName) => LOG_LEVEL_NAMES.indexOf(wanted) >= threshold;
  const write =
    (wanted: LogLevelName) =>
    (message: string, ...details: unknown[]) => {
      if (isEnabled(wanted)) SINKS[wanted](`[${wanted}] ${name}: ${message}`, ...details);
    };
  return {
    name,
    level,
    isEnabled,
    trace: write("TRACE"),
    debug: write("DEBUG"),
    info: write("INFO"),
    warn: write("WARN"),
    error: write("ERROR"),
  };
}

/**
 * A logger at the level currently configured for `name`. When the levels cannot be read (D1 down), it
 * logs at the default level rather than failing the request that wanted to log.
 */
export async function getLogger(db: Db, name: string, now = Date.now()): Promise<Logger> {
  try {
    return makeLogger(name, effectiveLevel(await currentLevels(db, now), name));
  } catch {
    return makeLogger(name, DEFAULT_LEVEL);
  }
}

/**
 * An administrator sets one logger's level (spec §7 PUT /management/logs): stored, this isolate's cached
 * levels forgotten (others pick it up within LEVELS_TTL_MS), audited as LOGGER_CHANGED.
 */
export async function changeLoggerLevel(db: Db, input: { name: string; level: LogLevelName }, actor: Actor): Promise<void> {
  const { name, level } = input;
  await setLoggerLevel(db, name, level);
  levelsMemo = null;
  await writeAudit(db, {
    principal: actor.login,
    type: AUDIT.loggerChanged,
    message: `Logger ${name} set to ${level}`,
    remoteAddress: actor.remoteAddress,
    data: { logger: name, level },
  });
}

/** Every logger with its stored or inherited level, for /logs. */
export async function loggerTable(db: Db): Promise<{ name: string; level: LogLevelName; inherited: boolean }[]> {
  const rows = await listLoggerLevels(db);
  const stored = new Map(rows.map((row) => [row.name, row.level]));
  const names = [...new Set<string>([...KNOWN_LOGGERS, ...stored.keys()])].sort((a, b) =>
    a === "root" ? -1 : b === "root" ? 1 : a.localeCompare(b),
  );
  return names.map((name) => ({ name, level: effectiveLevel(stored, name), inherited: !stored.has(name) }));
}
