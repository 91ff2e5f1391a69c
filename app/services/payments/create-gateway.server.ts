import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { PaymentGatewayError, type PaymentGateway } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";
import { handlePaymentNotification } from "./notification.server";
import { gatewayServerKey } from "./server-key.server";
import { deliverNotification, NOTIFICATION_PATH, SimulatorGateway } from "./simulator.server";

// Kept in its own module so the notification handler can read it without importing the gateways.
export { gatewayServerKey };

/** The local payment simulator (/_sim/gateway/*): only when asked for, and only in development or tests. */
export function isSimulatorEnabled(env: Pick<AppEnv, "PAYMENT_GATEWAY" | "APP_ENV">): boolean {
  return env.PAYMENT_GATEWAY === "simulator" && (env.APP_ENV === "development" || env.APP_ENV === "test");
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
  if (!isSimulatorEnabled(env)) throw new PaymentGatewayError("the payment simulator is disabled in production");
  // The simulator confirms a refund the way Midtrans does: a signed notification to the app's own handler.
  const { ctx } = context;
  const notify = ctx
    ? (body: unknown) =>
        deliverNotification((req) => handlePaymentNotification(req, { db: context.db, env, ctx }), `${origin}${NOTIFICATION_PATH}`, body)
    : undefined;
  return new SimulatorGateway(context.db, gatewayServerKey(env), origin, notify);
}
