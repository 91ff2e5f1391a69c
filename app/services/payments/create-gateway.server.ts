import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { PaymentGatewayError, type PaymentGateway } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";
import { SimulatorGateway } from "./simulator.server";

/**
 * The key that signs and verifies payment notifications: the configured MIDTRANS_SERVER_KEY for Midtrans and
 * the simulator alike. There is no built-in value (the env schema refuses to start without one).
 */
export function gatewayServerKey(env: Pick<AppEnv, "MIDTRANS_SERVER_KEY">): string {
  if (!env.MIDTRANS_SERVER_KEY) throw new PaymentGatewayError("MIDTRANS_SERVER_KEY is not configured");
  return env.MIDTRANS_SERVER_KEY;
}

/** The local payment simulator (/_sim/gateway/*): only when asked for, and only in development or tests. */
export function isSimulatorEnabled(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "APP_ENV">): boolean {
  return env.PAYMENT_GATEWAY === "simulator" && (env.APP_ENV === "development" || env.APP_ENV === "test");
}

/** The gateway for this request; `origin` is where the simulator's own pages are served. */
export function createPaymentGateway(
  context: Pick<AppLoadContext, "env" | "db">,
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
  if (!isSimulatorEnabled(env)) throw new PaymentGatewayError("the payment simulator is disabled in production");
  return new SimulatorGateway(context.db, gatewayServerKey(env), origin);
}
