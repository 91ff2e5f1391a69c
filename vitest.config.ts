import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./workers/app.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // wrangler.toml's [vars] are production's; the tests say explicitly what they run with.
        bindings: {
          APP_ENV: "test",
          PUBLIC_SITE_URL: "http://localhost:8787",
          PAYMENT_GATEWAY: "simulator",
          MIDTRANS_IS_PRODUCTION: "false",
          MAIL_TRANSPORT: "outbox",
          API_DOCS_ENABLED: "true",
          PASSWORD_PEPPER: "test-only-pepper-value",
          SESSION_SECRET: "test-only-session-secret",
          // Signs the simulator's payment notifications (the app has no built-in key).
          MIDTRANS_SERVER_KEY: "test-only-simulator-server-key",
          // Every request reads the content version, so a test that bumps it sees fresh pages at once.
          CONTENT_VERSION_TTL_MS: "0",
          // Google sign-in is exercised against mocked Google endpoints (tests/integration/google-sign-in.test.ts).
          GOOGLE_CLIENT_ID: "test-google-client-id",
          GOOGLE_CLIENT_SECRET: "test-google-client-secret",
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
        },
      },
    }),
  ],
  resolve: { alias: { "~": app } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/bench/js-weight-manifest.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    // Whole-flow tests (sign-up to sign-out through the Worker, PBKDF2 at 100 000 rounds) need more than
    // the default 5 s on a shared 2-core machine; they fail on assertions, not on speed.
    testTimeout: 20_000,
    deps: {
      optimizer: {
        // sanitize-html is CommonJS that requires postcss, whose Node-only parts (path, url, fs) only a bundle
        // leaves out: pre-bundled like the deploy's bundle, it loads in workerd instead of failing on them.
        ssr: { enabled: true, include: ["@remix-run/cloudflare", "remix-auth", "remix-auth-google", "sanitize-html"] },
      },
    },
  },
}));
