import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { MidtransGateway } from "./midtrans.server";
import { SimulatorGateway } from "./simulator.server";

/**
 * The payment gateway as the booking flow sees it (design §5), shaped after Midtrans: a hosted payment
 * page for PAYMENT PAGE methods (Snap), a virtual account or payment code for PENDING PAYMENT methods
 * (Core API charge), a status read and an expiry call. Two implementations: Midtrans, and the local
 * simulator served by this Worker under /_sim/gateway/* when PAYMENT_GATEWAY=simulator.
 * Payment itself is only ever proven by a signed notification (app/models/payment.server.ts).
 */
export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

export interface PaymentPageRequest {
  orderId: string;
  grossAmount: number;
  itemName: string;
  customer: PaymentCustomer;
  expiresAt: Date;
  now: Date;
  /** Where the hosted page sends the guest back: `<finishBase>/success` or `<finishBase>/failure`. */
  finishBase: string;
}

export interface PaymentPageResult {
  token: string;
  redirectUrl: string;
}

export interface BankTransferRequest {
  orderId: string;
  grossAmount: number;
  /** Gateway bank code (bca, bni, bri, mandiri, permata); null for a retail payment code. */
  bank: string | null;
  customer: PaymentCustomer;
  expiresAt: Date;
  now: Date;
}

export interface BankTransferResult {
  transactionId: string;
  /** The number the guest pays to: a VA number or a payment code. */
  paymentCode: string;
}

export interface GatewayStatus {
  orderId: string;
  transactionStatus: string;
  grossAmount: string;
}

export interface PaymentGateway {
  readonly name: "simulator" | "midtrans";
  /** The key notifications are signed with. */
  readonly serverKey: string;
  createPaymentPage(request: PaymentPageRequest): Promise<PaymentPageResult>;
  createBankTransfer(request: BankTransferRequest): Promise<BankTransferResult>;
  getStatus(orderId: string): Promise<GatewayStatus | null>;
  expire(orderId: string): Promise<void>;
}

export class PaymentGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentGatewayError";
  }
}

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
