/**
 * What `npm run deploy` ships is the Worker bundle `npm run deploy:check` writes to .deploy-check/. The payment
 * simulator and the end-to-end test hooks live in app/dev/, reached only as `#dev-tools`, which that bundle resolves
 * to app/dev/absent.server.ts (docs/decisions/041): none of their code may be in it. Run after `npm run deploy:check`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const OUT = path.join(ROOT, ".deploy-check");

/** Names and texts only the simulator and the test hooks have (esbuild keeps names: the server build is not minified). */
const DEVELOPMENT_ONLY = [
  // The simulated gateway, its ledger and its customer.
  "SimulatorGateway",
  "simulatorNotificationBody",
  "simulatorRefundNotificationBody",
  "resolveSimulatedPayment",
  "findSimTransactionByVa",
  "refundSimTransaction",
  "simulator: 400 transaction_details.gross_amount",
  // The finance spec's hook that cancels a seeded booking with a manual refund.
  "openManualRefundForE2e",
];

let bundle = "";

beforeAll(() => {
  if (!existsSync(OUT)) throw new Error(".deploy-check/ is missing: run `npm run deploy:check` first");
  bundle = readdirSync(OUT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("\n");
});

describe("the production bundle (.deploy-check/)", () => {
  it("is bundled the way `npm run deploy` bundles: `#dev-tools` under the agrowisata-production condition", () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    const conditions = (script: string) => /WRANGLER_BUILD_CONDITIONS=(\S+) wrangler deploy/.exec(script)?.[1];
    expect(conditions(scripts.deploy)).toMatch(/^agrowisata-production,/);
    expect(conditions(scripts["deploy:check"])).toBe(conditions(scripts.deploy));
  });

  it("is the whole Worker: the app's routes and the real gateway are in it", () => {
    expect(bundle).toContain("MidtransGateway");
    expect(bundle).toContain("handlePaymentNotification");
    expect(bundle).toContain("reservasi-info-pendpay");
  });

  it.each(DEVELOPMENT_ONLY)("holds no simulator or test-hook code: %s", (marker) => {
    expect(bundle.includes(marker)).toBe(false);
  });
});
