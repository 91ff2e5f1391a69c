import type { AppEnv } from "~/env.server";
import { PaymentGatewayError } from "./gateway.server";

/**
 * The key that signs and verifies payment notifications: the configured MIDTRANS_SERVER_KEY for Midtrans and
 * the simulator alike. There is no built-in value (the env schema refuses to start without one).
 */
export function gatewayServerKey(env: Pick<AppEnv, "MIDTRANS_SERVER_KEY">): string {
  if (!env.MIDTRANS_SERVER_KEY) throw new PaymentGatewayError("MIDTRANS_SERVER_KEY is not configured");
  return env.MIDTRANS_SERVER_KEY;
}
