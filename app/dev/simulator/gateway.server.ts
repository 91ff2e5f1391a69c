import type { Db } from "~/models/db.server";
import {
  type SimTransaction,
  expireSimTransaction,
  findSimTransactionByOrder,
  insertSimTransaction,
  openSimPage,
  refundSimTransaction,
  type SimRefund,
} from "./ledger.server";
import { randomToken } from "~/services/tokens.server";
import type {
  BankTransferRequest,
  BankTransferResult,
  GatewayStatus,
  PaymentGateway,
  PaymentPageRequest,
  PaymentPageResult,
  RefundRequest,
  RefundResult,
  WalletPaymentRequest,
  WalletPaymentResult,
} from "~/orders/payments/gateway.server";
import { PaymentGatewayError } from "~/orders/payments/gateway.server";
import { formatGrossAmount, notificationSignature } from "~/orders/payments/midtrans.server";

/**
 * The local payment gateway (PAYMENT_GATEWAY=simulator; never in production). It keeps its own ledger
 * in `sim_transaction`, serves a hosted payment page and a virtual-account "bank" under /_sim/gateway/*,
 * and tells the app about payments exactly as Midtrans does: a signed JSON notification POSTed to
 * /api/payment/notification, retried with back-off while the app answers non-2xx.
 */
export const SIM_BASE_PATH = "/_sim/gateway";
export const NOTIFICATION_PATH = "/api/payment/notification";

const VA_PREFIX: Record<string, string> = {
  bca: "70012",
  bni: "8808",
  bri: "26215",
  mandiri: "88908",
  permata: "8528",
};

function randomDigits(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  return [...bytes].map((b) => String(b % 10)).join("");
}

export function simulatedPaymentCode(bank: string | null): string {
  const prefix = bank ? (VA_PREFIX[bank] ?? "9999") : "";
  return `${prefix}${randomDigits(16 - prefix.length)}`;
}

/** Like the real gateway, a charge is whole Rupiah and at least 1: a booking of 0 can never be "paid". */
function refuseGrossAmount(amount: number) {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new PaymentGatewayError("simulator: 400 transaction_details.gross_amount must be a whole amount of at least 1");
  }
}

export class SimulatorGateway implements PaymentGateway {
  readonly name = "simulator" as const;

  constructor(
    private readonly db: Db,
    readonly serverKey: string,
    private readonly origin: string,
    /** Delivers a notification body to the app (the refund's confirmation); none, and nothing is sent. */
    private readonly notify?: (body: unknown) => Promise<unknown>,
  ) {}

  async createPaymentPage(request: PaymentPageRequest): Promise<PaymentPageResult> {
    refuseGrossAmount(request.grossAmount);
    const token = await openSimPage(this.db, {
      orderId: request.orderId,
      transactionId: crypto.randomUUID(),
      kind: "PAGE",
      token: randomToken(18),
      grossAmount: request.grossAmount,
      expiryAt: request.expiresAt,
      finishUrl: request.finishBase,
    });
    if (!token) throw new PaymentGatewayError("simulator: order already used for another payment type");
    return { token, redirectUrl: `${this.origin}${SIM_BASE_PATH}/snap/${token}` };
  }

  async createBankTransfer(request: BankTransferRequest): Promise<BankTransferResult> {
    refuseGrossAmount(request.grossAmount);
    for (let attempt = 0; attempt < 5; attempt++) {
      const transactionId = crypto.randomUUID();
      const paymentCode = simulatedPaymentCode(request.bank);
      try {
        await insertSimTransaction(this.db, {
          orderId: request.orderId,
          transactionId,
          kind: "VA",
          bank: request.bank,
          vaNumber: paymentCode,
          grossAmount: request.grossAmount,
          expiryAt: request.expiresAt,
        });
        return { transactionId, paymentCode };
      } catch (error) {
        const existing = await findSimTransactionByOrder(this.db, request.orderId);
        if (existing?.vaNumber) return { transactionId: existing.transactionId, paymentCode: existing.vaNumber };
        if (attempt === 4) throw new PaymentGatewayError("simulator: could not allocate a VA number", { cause: error });
      }
    }
    throw new PaymentGatewayError("simulator: could not allocate a VA number");
  }

  /**
   * QRIS or an e-wallet: the QR holds the link of the simulator's "banking app" for this transaction, so a
   * phone that scans it (or the e-wallet deeplink) opens the page where the payment is made.
   */
  async createWalletPayment(request: WalletPaymentRequest): Promise<WalletPaymentResult> {
    refuseGrossAmount(request.grossAmount);
    const transactionId = crypto.randomUUID();
    const token = await openSimPage(this.db, {
      orderId: request.orderId,
      transactionId,
      kind: request.channel === "QRIS" ? "QRIS" : "EWALLET",
      token: randomToken(18),
      bank: request.channel.toLowerCase(),
      grossAmount: request.grossAmount,
      expiryAt: request.expiresAt,
      finishUrl: request.callbackUrl,
    });
    if (!token) throw new PaymentGatewayError("simulator: order already used for another payment type");
    const scanner = simulatorScannerUrl(this.origin, token);
    const existing = await findSimTransactionByOrder(this.db, request.orderId);
    return {
      transactionId: existing?.transactionId ?? transactionId,
      qrString: scanner,
      qrImageUrl: null,
      deeplink: request.channel === "QRIS" ? null : scanner,
    };
  }

  async getStatus(orderId: string): Promise<GatewayStatus | null> {
    const row = await findSimTransactionByOrder(this.db, orderId);
    if (!row) return null;
    return { orderId, transactionStatus: row.status, grossAmount: formatGrossAmount(row.grossAmount) };
  }

  async expire(orderId: string): Promise<void> {
    await expireSimTransaction(this.db, orderId);
  }

  /**
   * Midtrans' refund API on the simulator's ledger: only a settled transaction, at most what is left; the
   * same refund_key again is the same refund. A new refund is confirmed by the signed notification Midtrans
   * sends ("refund" once everything is refunded, "partial_refund" before), delivered through `notify` (the
   * simulator confirms at once; Midtrans does it when the provider has paid the refund out).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!REFUND_KEY.test(request.refundKey))
      throw new PaymentGatewayError("simulator: 400 refund_key may only hold letters, digits, - and _");
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new PaymentGatewayError("simulator: 400 invalid refund amount");
    const now = new Date();
    const outcome = await refundSimTransaction(this.db, request, now);
    if (!outcome.ok) throw new PaymentGatewayError(`simulator: ${REFUND_REFUSALS[outcome.reason]}`);
    if (outcome.created && this.notify) {
      await this.notify(
        await simulatorRefundNotificationBody(
          outcome.transaction,
          outcome.refunds,
          request.reason,
          this.serverKey,
          now,
        ),
      );
    }
    return { refundKey: outcome.refund.refundKey, gatewayRef: outcome.refund.refundId };
  }
}

/** The simulator's "banking app" page that pays a QRIS or e-wallet transaction. */
export function simulatorScannerUrl(origin: string, token: string): string {
  return `${origin}${SIM_BASE_PATH}/qris/${token}`;
}

/** Midtrans' payment_type of a simulated transaction. */
function simulatedPaymentType(row: Pick<SimTransaction, "kind" | "bank">): string {
  if (row.kind === "VA") return row.bank ? "bank_transfer" : "cstore";
  if (row.kind === "QRIS") return "qris";
  if (row.kind === "EWALLET") return row.bank ?? "gopay";
  return "credit_card";
}

/** Midtrans: "alphabets, numbers, dash (-), and underscore (_)". */
const REFUND_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** How Midtrans answers a refund it will not make. */
const REFUND_REFUSALS: Record<"notFound" | "notSettled" | "tooMuch", string> = {
  notFound: "404 Transaction doesn't exist.",
  notSettled: "412 Merchant cannot modify the status of the transaction",
  tooMuch: "413 Refund amount is greater than the remaining amount",
};

/**
 * The refund notification Midtrans sends: the transaction's own fields and signature (status code 200 with
 * the original gross amount), `refund_amount` (everything refunded so far) and `refunds[]` with each refund_key.
 */
export async function simulatorRefundNotificationBody(
  row: SimTransaction,
  refunds: readonly SimRefund[],
  reason: string,
  serverKey: string,
  now: Date,
) {
  const total = refunds.reduce((sum, r) => sum + r.amount, 0);
  const status = total >= row.grossAmount ? "refund" : "partial_refund";
  return {
    ...(await simulatorNotificationBody(row, status, serverKey, now)),
    refund_amount: formatGrossAmount(total),
    refunds: refunds.map((r) => ({
      refund_chargeback_id: r.refundId,
      refund_amount: formatGrossAmount(r.amount),
      created_at: midtransLocalTime(r.createdAt),
      reason,
      refund_key: r.refundKey,
      refund_method: "",
    })),
  };
}

/** "2026-07-15 13:04:05": a notification's time, in Asia/Jakarta. */
function midtransLocalTime(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().replace("T", " ").slice(0, 19);
}

const STATUS_CODES: Record<string, string> = {
  settlement: "200",
  capture: "200",
  pending: "201",
  deny: "202",
  cancel: "202",
  expire: "407",
  refund: "200",
  partial_refund: "200",
};

/** The notification body Midtrans would send for a transaction status, signed with the server key. */
export async function simulatorNotificationBody(
  row: Pick<SimTransaction, "orderId" | "transactionId" | "grossAmount" | "kind" | "bank">,
  transactionStatus: string,
  serverKey: string,
  now: Date,
) {
  const statusCode = STATUS_CODES[transactionStatus] ?? "201";
  const grossAmount = formatGrossAmount(row.grossAmount);
  return {
    transaction_time: new Date(now.getTime() + 7 * 3_600_000).toISOString().replace("T", " ").slice(0, 19),
    transaction_status: transactionStatus,
    transaction_id: row.transactionId,
    status_message: "midtrans payment notification",
    status_code: statusCode,
    signature_key: await notificationSignature(row.orderId, statusCode, grossAmount, serverKey),
    payment_type: simulatedPaymentType(row),
    order_id: row.orderId,
    gross_amount: grossAmount,
    fraud_status: "accept",
    currency: "IDR",
  };
}

export interface RetryOptions {
  maxAttempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Sends a notification until the app answers 2xx, with exponential back-off, at most `maxAttempts`
 * times (a real gateway retries over hours; locally a few quick tries show the same behaviour).
 * Returns the number of attempts made and whether one was accepted.
 */
export async function deliverNotification(
  send: (request: Request) => Promise<Response>,
  url: string,
  body: unknown,
  options: RetryOptions = {},
): Promise<{ attempts: number; delivered: boolean }> {
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelay = options.baseDelayMs ?? 100;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const payload = JSON.stringify(body);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      const response = await send(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: payload,
        }),
      );
      await response.body?.cancel();
      if (response.ok) return { attempts: attempt, delivered: true };
    } catch (error) {
      console.error("simulator notification failed", error);
    }
    if (attempt < maxAttempts) await sleep(baseDelay * 4 ** (attempt - 1));
  }
  return { attempts: maxAttempts, delivered: false };
}
