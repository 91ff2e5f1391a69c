import type { AppEnv } from "~/env.server";

/**
 * Development helpers (the e-mail outbox viewer at /_dev/*): only when APP_ENV is explicitly development, or
 * in a test run that switches the test hooks on; never in production (the default).
 */
export function areDevToolsEnabled(env: Pick<AppEnv, "APP_ENV" | "E2E_TEST_HOOKS">): boolean {
  return env.APP_ENV === "development" || (env.APP_ENV === "test" && env.E2E_TEST_HOOKS === "1");
}
