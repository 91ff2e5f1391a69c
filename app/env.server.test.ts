import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseEnv, type Bindings } from "~/env.server";
import { areDevToolsEnabled } from "~/services/dev-tools.server";
import { gatewayServerKey, isSimulatorEnabled } from "~/orders/payments/create-gateway.server";

/** The D1/R2 bindings and the two secrets every configuration has, plus `vars`; nothing else. */
function bindings(vars: Record<string, string>): Bindings {
  return {
    DB: env.DB,
    BUCKET: env.BUCKET,
    PASSWORD_PEPPER: "unit-test-pepper-value",
    SESSION_SECRET: "unit-test-session-secret",
    ...vars,
  };
}

const MIDTRANS = { MIDTRANS_SERVER_KEY: "SB-Mid-server-unit-test", MIDTRANS_CLIENT_KEY: "SB-Mid-client-unit-test" };
const SITE = { PUBLIC_SITE_URL: "https://agrowisata.example.com" };

describe("the Worker's configuration", () => {
  it("is production with Midtrans when nothing says otherwise", () => {
    const parsed = parseEnv(bindings({ ...SITE, ...MIDTRANS }));
    expect(parsed.APP_ENV).toBe("production");
    expect(parsed.isProduction).toBe(true);
    expect(parsed.PAYMENT_GATEWAY).toBe("midtrans");
    expect(parsed.API_DOCS_ENABLED).toBe("false");
    expect(parsed.e2eHooks).toBe(false);
    expect(isSimulatorEnabled(parsed)).toBe(false);
    expect(areDevToolsEnabled(parsed)).toBe(false);
  });

  it("refuses to start without the Midtrans keys or the public address in production, naming each", () => {
    expect(() => parseEnv(bindings({}))).toThrow(/PUBLIC_SITE_URL: required in production/);
    expect(() => parseEnv(bindings({ ...SITE }))).toThrow(
      /MIDTRANS_SERVER_KEY: required when PAYMENT_GATEWAY is midtrans/,
    );
    expect(() => parseEnv(bindings({ ...SITE, MIDTRANS_SERVER_KEY: MIDTRANS.MIDTRANS_SERVER_KEY }))).toThrow(
      /MIDTRANS_CLIENT_KEY/,
    );
  });

  it("has no built-in simulator key: the simulator without MIDTRANS_SERVER_KEY does not start", () => {
    expect(() => parseEnv(bindings({ APP_ENV: "development", PAYMENT_GATEWAY: "simulator" }))).toThrow(
      /MIDTRANS_SERVER_KEY: required: the simulator signs its notifications with it/,
    );
    expect(() => gatewayServerKey({ MIDTRANS_SERVER_KEY: undefined })).toThrow(/MIDTRANS_SERVER_KEY is not configured/);
  });

  it("never runs the simulator or the test hooks in production, even when asked", () => {
    expect(() =>
      parseEnv(bindings({ ...SITE, PAYMENT_GATEWAY: "simulator", MIDTRANS_SERVER_KEY: "x".repeat(20) })),
    ).toThrow(/the simulator must not run in production/);
    expect(() => parseEnv(bindings({ ...SITE, ...MIDTRANS, E2E_TEST_HOOKS: "1" }))).toThrow(
      /E2E_TEST_HOOKS: must not be enabled/,
    );
  });

  it("serves the local development tools only when development or test is configured explicitly", () => {
    const dev = parseEnv(
      bindings({ APP_ENV: "development", PAYMENT_GATEWAY: "simulator", MIDTRANS_SERVER_KEY: "local-key-0123456789" }),
    );
    expect(dev.PUBLIC_SITE_URL).toBe("http://localhost:8787");
    expect(isSimulatorEnabled(dev)).toBe(true);
    expect(areDevToolsEnabled(dev)).toBe(true);
    expect(dev.e2eHooks).toBe(false);

    const test = parseEnv(
      bindings({ APP_ENV: "test", PAYMENT_GATEWAY: "simulator", MIDTRANS_SERVER_KEY: "local-key-0123456789" }),
    );
    expect(isSimulatorEnabled(test)).toBe(true);
    expect(areDevToolsEnabled(test)).toBe(false);
    expect(test.e2eHooks).toBe(false);

    const e2e = parseEnv(
      bindings({
        APP_ENV: "test",
        PAYMENT_GATEWAY: "simulator",
        MIDTRANS_SERVER_KEY: "local-key-0123456789",
        E2E_TEST_HOOKS: "1",
      }),
    );
    expect(areDevToolsEnabled(e2e)).toBe(true);
    expect(e2e.e2eHooks).toBe(true);

    // Midtrans in development: no simulator pages.
    expect(isSimulatorEnabled(parseEnv(bindings({ APP_ENV: "development", ...MIDTRANS })))).toBe(false);
  });
});
