import type { AppLoadContext } from "@remix-run/cloudflare";
import { devTools, type DevTools } from "#dev-tools";
import type { AppEnv } from "~/env.server";
import { PaymentGatewayError, type PaymentGateway } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";
import { gatewayServerKey } from "./server-key.server";

// Kept in its own module so the notification handler can read it without importing the gateways.
export { gatewayServerKey };

/**
 * The local payment simulator (/_sim/gateway/*): only when asked for, only in development or tests, and only in a
 * build that has it (the production build has no app/dev, docs/decisions/041).
 */
export function isSimulatorEnabled(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "APP_ENV">): boolean {
  return env.PAYMENT_GATEWAY === "simulator" && (env.APP_ENV === "development" || env.APP_ENV === "test") && devTools !== null;
}

/** The development tools (the simulator's gateway, ledger and customer) while the simulator is on; else null. */
export function simulatorTools(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "APP_ENV">): DevTools | null {
  return isSimulatorEnabled(env) ? devTools : null;
}

/** The gateway for this request; `origin` is where the simulator's own pages are served. */
export function createPaymentGateway(
  context: Pick<AppLoadContext, "env" | "db"> & Partial<Pick<AppLoadContext, "ctx">>,
  origin: string,
  fetcher: typeof fetch = fetch,
): PaymentGateway {
  const { env } = context;
  if (env.PAYMENT_GATEWAY === "midtrans") {
    return new MidtransGateway({
      serverKey: gatewayServerKey(env),
      isProduction: env.MIDTRANS_IS_PRODUCTION === "true",
      fetcher,
    });
  }
  const simulator = simulatorTools(env);
  if (!simulator) throw new PaymentGatewayError("the payment simulator is disabled in production");
  return simulator.createGateway(context, origin);
}
