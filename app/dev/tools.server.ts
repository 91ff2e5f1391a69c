import { openManualRefundForE2e } from "./e2e-hooks.server";
import { createSimulatorGateway, scannerPath } from "./simulator/connect.server";
import { resolveSimulatedPayment } from "./simulator/customer.server";
import { findSimTransactionByToken, findSimTransactionByVa } from "./simulator/ledger.server";

/**
 * The development-only module (docs/decisions/041): the local payment simulator and the end-to-end test hooks,
 * reached only through this object. Code imports it as `#dev-tools` (package.json "imports"): `npm start`,
 * `npm run build` and vitest get this file; the production build (AGROWISATA_BUILD=production, used by
 * `npm run deploy`) gets app/dev/absent.server.ts instead, so none of it is in the shipped Worker.
 */
const tools = {
  /** The local payment gateway (PAYMENT_GATEWAY=simulator) for one request. */
  createGateway: createSimulatorGateway,
  /** The path of the simulator's scanner page a stored QR or app link points at, or null. */
  scannerPath,
  findTransactionByToken: findSimTransactionByToken,
  findTransactionByVa: findSimTransactionByVa,
  /** The simulator's "customer" pays, fails or cancels a pending transaction. */
  resolvePayment: resolveSimulatedPayment,
  /** `/_test/refund`: a seeded paid booking cancelled with a manual refund waiting for finance. */
  openManualRefund: openManualRefundForE2e,
};

export type DevTools = typeof tools;
export type { SimOutcome } from "./simulator/ledger.server";

/** The tools; null only in the production build (app/dev/absent.server.ts). */
export const devTools: DevTools | null = tools;
