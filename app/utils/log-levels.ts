/** Logger levels (spec §4), least to most severe. */
export const LOG_LEVEL_NAMES = ["TRACE", "DEBUG", "INFO", "WARN", "ERROR"] as const;
export type LogLevelName = (typeof LOG_LEVEL_NAMES)[number];

export function isLogLevel(value: unknown): value is LogLevelName {
  return typeof value === "string" && (LOG_LEVEL_NAMES as readonly string[]).includes(value);
}

/** Logger names are dotted paths ("worker.fetch"); the spec cuts them at 140 characters. */
export const LOGGER_NAME = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/i;
export const LOGGER_NAME_MAX = 140;
