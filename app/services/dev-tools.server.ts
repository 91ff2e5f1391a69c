import type { AppEnv } from "~/env.server";

/** Development helpers (the e-mail outbox viewer): in development, or a test run that asks; never in production. */
export function areDevToolsEnabled(env: Pick<AppEnv, "APP_ENV" | "E2E_TEST_HOOKS">): boolean {
  return env.APP_ENV !== "production" && (env.APP_ENV === "development" || env.E2E_TEST_HOOKS === "1");
}
