import type { D1Migration } from "@cloudflare/vitest-pool-workers";

declare module "cloudflare:test" {
  interface ProvidedEnv {
    DB: D1Database;
    BUCKET: R2Bucket;
    APP_ENV: string;
    PASSWORD_PEPPER: string;
    SESSION_SECRET: string;
    TEST_MIGRATIONS: D1Migration[];
  }
}
