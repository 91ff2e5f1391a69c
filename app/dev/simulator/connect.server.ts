import type { AppLoadContext } from "@remix-run/cloudflare";
import { handlePaymentNotification } from "~/orders/payments/notification.server";
import { gatewayServerKey } from "~/orders/payments/server-key.server";
import { deliverNotification, NOTIFICATION_PATH, SIM_BASE_PATH, SimulatorGateway } from "./gateway.server";

/**
 * The simulator as the app's gateway for one request; `origin` is where its own pages are served. It confirms a
 * refund the way Midtrans does: a signed notification to the app's own handler (only with an execution context).
 */
export function createSimulatorGateway(
  context: Pick<AppLoadContext, "env" | "db"> & Partial<Pick<AppLoadContext, "ctx">>,
  origin: string,
): SimulatorGateway {
  const { env, ctx, db } = context;
  const notify = ctx
    ? (body: unknown) =>
        deliverNotification((req) => handlePaymentNotification(req, { db, env, ctx }), `${origin}${NOTIFICATION_PATH}`, body)
    : undefined;
  return new SimulatorGateway(db, gatewayServerKey(env), origin, notify);
}

/** The path of the simulator's scanner page a stored QR or app link points at, or null for any other link. */
export function scannerPath(link: string | null): string | null {
  if (!link) return null;
  try {
    const { pathname } = new URL(link);
    return pathname.startsWith(`${SIM_BASE_PATH}/qris/`) ? pathname : null;
  } catch {
    return null;
  }
}
