import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { PaymentGatewayError, type PaymentGateway } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";
import { SimulatorGateway } from "./simulator.server";

/** The simulator signs with the configured server key, or a fixed local one (it never runs in production). */
const SIMULATOR_DEFAULT_KEY = "local-simulator-server-key";

export function gatewayServerKey(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "MIDTRANS_SERVER_KEY">): string {
  if (env.PAYMENT_GATEWAY === "midtrans") {
    if (!env.MIDTRANS_SERVER_KEY) throw new PaymentGatewayError("MIDTRANS_SERVER_KEY is not configured");
    return env.MIDTRANS_SERVER_KEY;
  }
  return env.MIDTRANS_SERVER_KEY ?? SIMULATOR_DEFAULT_KEY;
}

export function isSimulatorEnabled(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "isProduction">): boolean {
  return env.PAYMENT_GATEWAY === "simulator" && !env.isProduction;
}

/** The gateway for this request; `origin` is where the simulator's own pages are served. */
export function createPaymentGateway(context: Pick<AppLoadContext, "env" | "db">, origin: string, fetcher: typeof fetch = fetch): PaymentGateway {
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
