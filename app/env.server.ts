import { z } from "zod";

/**
 * The Worker's configuration, parsed once per isolate from the bindings wrangler passes in.
 * Bindings (D1, R2, assets) are checked for presence; plain variables are validated by zod so
 * a misconfigured deployment fails loudly on the first request instead of half-working.
 */
const LOCAL_SITE_URL = "http://localhost:8787";

const varsSchema = z
  .object({
    // Production unless development or test is asked for explicitly (local runs: .dev.vars, the test configs).
    APP_ENV: z.enum(["development", "test", "production"]).default("production"),
    // The site's public address for links in e-mails and the Google callback; required in production.
    PUBLIC_SITE_URL: z.string().url().optional(),
    // The hour guests may check in from (Asia/Jakarta), printed on the e-voucher.
    CHECK_IN_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "CHECK_IN_TIME must be HH:MM")
      .default("14:00"),
    // Secrets: `wrangler secret put` in production; `npm start` writes random ones to .dev.vars locally.
    PASSWORD_PEPPER: z.string().min(16, "PASSWORD_PEPPER must be at least 16 characters"),
    SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
    // Google sign-in (README "Google sign-in"): both or neither; without them the Google button is hidden.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    // E-mail: "outbox" only writes the D1 outbox (local and tests); "http" also delivers through a
    // JSON-over-HTTPS provider (POST MAIL_API_URL with a bearer MAIL_API_KEY).
    MAIL_TRANSPORT: z.enum(["outbox", "http"]).default("outbox"),
    MAIL_API_URL: z.string().url().optional(),
    MAIL_API_KEY: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // "1" exposes test-only hooks (e.g. the captcha code, the e-mail outbox viewer) to end-to-end tests;
    // never set in production.
    E2E_TEST_HOOKS: z.enum(["0", "1"]).default("0"),
    // Payments (README "Payments"): Midtrans unless the local simulator is asked for (development and tests).
    PAYMENT_GATEWAY: z.enum(["simulator", "midtrans"]).default("midtrans"),
    // Signs and verifies payment notifications, for Midtrans and for the simulator alike (no built-in value:
    // `npm start` writes a random one to .dev.vars, the test configs give their own).
    MIDTRANS_SERVER_KEY: z.string().min(1).optional(),
    MIDTRANS_CLIENT_KEY: z.string().min(1).optional(),
    MIDTRANS_IS_PRODUCTION: z.enum(["true", "false"]).default("false"),
    // Optional Cloudflare Turnstile in addition to the built-in captcha: both keys or neither.
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
    // The company's other systems (Keuangan, Simpan Pinjam, …) linked from the back-office sidebar as
    // {STAFF_MODULES_URL}/{module}; without it those sidebar items are shown disabled.
    STAFF_MODULES_URL: z.string().url().optional(),
    // How long an isolate reuses the content version it read for page-cache keys (ADR 008); 0 reads it per request.
    CONTENT_VERSION_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    // How long an isolate reuses a hotel's or city's inventory version for the keys of room pages and search
    // results (ADR 021): a sale is visible everywhere within this time. 0 reads it per request.
    INVENTORY_VERSION_TTL_MS: z.coerce.number().int().min(0).max(2_000).default(1_000),
    // How long a chat conversation holds one of its operator's places after the last message in it
    // (the place is taken by the guest's first message and freed on close or after this idle time).
    CHAT_SLOT_IDLE_MS: z.coerce.number().int().min(1).max(24 * 60 * 60_000).default(10 * 60_000),
    // Minutes between two syncs of one imported OTA calendar (ADR 028); the cron runs every minute and
    // syncs the feeds that are due.
    ICAL_SYNC_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    // "true" publishes the OpenAPI description of the JSON endpoints at /docs for administrators (spec §2).
    API_DOCS_ENABLED: z.enum(["true", "false"]).default("false"),
  })
  .superRefine((vars, ctx) => {
    if (Boolean(vars.GOOGLE_CLIENT_ID) !== Boolean(vars.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
      });
    }
    if (vars.APP_ENV === "production" && vars.E2E_TEST_HOOKS === "1") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["E2E_TEST_HOOKS"], message: "must not be enabled in production" });
    }
    if (vars.APP_ENV === "production" && vars.PAYMENT_GATEWAY === "simulator") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PAYMENT_GATEWAY"], message: "the simulator must not run in production" });
    }
    if (vars.APP_ENV === "production" && !vars.PUBLIC_SITE_URL) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["PUBLIC_SITE_URL"], message: "required in production" });
    }
    if (!vars.MIDTRANS_SERVER_KEY) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MIDTRANS_SERVER_KEY"],
        message:
          vars.PAYMENT_GATEWAY === "midtrans"
            ? "required when PAYMENT_GATEWAY is midtrans (npx wrangler secret put MIDTRANS_SERVER_KEY)"
            : "required: the simulator signs its notifications with it (npm start writes one to .dev.vars)",
      });
    }
    if (vars.PAYMENT_GATEWAY === "midtrans" && !vars.MIDTRANS_CLIENT_KEY) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MIDTRANS_CLIENT_KEY"],
        message: "required when PAYMENT_GATEWAY is midtrans",
      });
    }
    if (Boolean(vars.TURNSTILE_SITE_KEY) !== Boolean(vars.TURNSTILE_SECRET_KEY)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["TURNSTILE_SECRET_KEY"],
        message: "set both TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY, or neither",
      });
    }
    if (vars.MAIL_TRANSPORT === "http") {
      for (const key of ["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"] as const) {
        if (!vars[key]) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: "required when MAIL_TRANSPORT is http" });
        }
      }
    }
  })
  // Outside production a missing PUBLIC_SITE_URL means the default local address (`npm start`).
  .transform((vars) => ({ ...vars, PUBLIC_SITE_URL: vars.PUBLIC_SITE_URL ?? LOCAL_SITE_URL }));

export type AppVars = z.infer<typeof varsSchema>;

export interface Bindings {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  /** The back-office's live view of signed-in staff (workers/staff-tracker.ts); optional. */
  STAFF_TRACKER?: DurableObjectNamespace;
  [key: string]: unknown;
}

export interface AppEnv extends AppVars {
  DB: D1Database;
  BUCKET: R2Bucket;
  ASSETS?: Fetcher;
  STAFF_TRACKER?: DurableObjectNamespace;
  isProduction: boolean;
  /** True only when end-to-end test hooks are switched on outside production. */
  e2eHooks: boolean;
}

const cache = new WeakMap<object, AppEnv>();

export function parseEnv(bindings: Bindings): AppEnv {
  const cached = cache.get(bindings);
  if (cached) return cached;
  if (!bindings.DB) throw new Error("D1 binding DB is missing (check wrangler.toml)");
  if (!bindings.BUCKET) throw new Error("R2 binding BUCKET is missing (check wrangler.toml)");
  const parsed = varsSchema.safeParse(bindings);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid Worker configuration: ${problems}`);
  }
  const vars = parsed.data;
  const env: AppEnv = {
    ...vars,
    DB: bindings.DB,
    BUCKET: bindings.BUCKET,
    ASSETS: bindings.ASSETS,
    STAFF_TRACKER: bindings.STAFF_TRACKER,
    isProduction: vars.APP_ENV === "production",
    e2eHooks: vars.E2E_TEST_HOOKS === "1" && vars.APP_ENV !== "production",
  };
  cache.set(bindings, env);
  return env;
}
