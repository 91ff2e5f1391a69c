import { z } from "zod";
import type { VerifiedNotification } from "~/orders/store/payment.server";
import { constantTimeEqual, sha512Hex } from "~/services/signing.server";
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
} from "./gateway.server";
import { PaymentGatewayError } from "./gateway.server";

/**
 * Midtrans (https://docs.midtrans.com): Snap for the hosted payment page, the Core API `charge` for
 * virtual accounts (bank_transfer; Mandiri as echannel) and retail payment codes (cstore), both with
 * the booking deadline as their expiry; `status` and `expire` on the Core API.
 */
interface MidtransOptions {
  serverKey: string;
  isProduction: boolean;
  fetcher: typeof fetch;
}

/** "2026-07-15 13:04:05 +0700": Midtrans' time format, in Asia/Jakarta. */
function midtransTime(date: Date): string {
  const jakarta = new Date(date.getTime() + 7 * 3_600_000).toISOString();
  return `${jakarta.slice(0, 10)} ${jakarta.slice(11, 19)} +0700`;
}

function minutesBetween(from: Date, to: Date): number {
  return Math.max(1, Math.floor((to.getTime() - from.getTime()) / 60_000));
}

export class MidtransGateway implements PaymentGateway {
  readonly name = "midtrans" as const;
  readonly serverKey: string;

  constructor(private readonly options: MidtransOptions) {
    this.serverKey = options.serverKey;
  }

  private get snapBase() {
    return this.options.isProduction ? "https://app.midtrans.com" : "https://app.sandbox.midtrans.com";
  }

  private get apiBase() {
    return this.options.isProduction ? "https://api.midtrans.com" : "https://api.sandbox.midtrans.com";
  }

  private async call<T>(url: string, method: "GET" | "POST", body?: unknown): Promise<T> {
    const response = await this.options.fetcher(url, {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Authorization: `Basic ${btoa(`${this.serverKey}:`)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // Non-JSON error pages are reported below.
    }
    if (!response.ok) throw new PaymentGatewayError(`Midtrans answered ${response.status}: ${text.slice(0, 200)}`);
    return data as T;
  }

  async createPaymentPage(request: PaymentPageRequest): Promise<PaymentPageResult> {
    const data = await this.call<{ token?: string; redirect_url?: string }>(
      `${this.snapBase}/snap/v1/transactions`,
      "POST",
      {
        transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
        item_details: [
          { id: request.orderId, name: request.itemName.slice(0, 50), price: request.grossAmount, quantity: 1 },
        ],
        customer_details: {
          first_name: request.customer.name,
          email: request.customer.email,
          phone: request.customer.phone,
        },
        expiry: {
          start_time: midtransTime(request.now),
          unit: "minutes",
          duration: minutesBetween(request.now, request.expiresAt),
        },
        callbacks: { finish: `${request.finishBase}/success` },
      },
    );
    if (!data?.token || !data.redirect_url) throw new PaymentGatewayError("Midtrans Snap returned no redirect_url");
    return { token: data.token, redirectUrl: data.redirect_url };
  }

  async createBankTransfer(request: BankTransferRequest): Promise<BankTransferResult> {
    const base = coreChargeBase(request);
    const body =
      request.bank === null
        ? { ...base, payment_type: "cstore", cstore: { store: "indomaret", message: request.orderId } }
        : request.bank === "mandiri"
          ? { ...base, payment_type: "echannel", echannel: { bill_info1: "Agrowisata", bill_info2: request.orderId } }
          : { ...base, payment_type: "bank_transfer", bank_transfer: { bank: request.bank } };
    const data = await this.call<{
      transaction_id?: string;
      va_numbers?: { bank: string; va_number: string }[];
      permata_va_number?: string;
      bill_key?: string;
      biller_code?: string;
      payment_code?: string;
    }>(`${this.apiBase}/v2/charge`, "POST", body);
    const code =
      data?.va_numbers?.[0]?.va_number ??
      data?.permata_va_number ??
      (data?.bill_key ? `${data.biller_code ?? ""} ${data.bill_key}`.trim() : undefined) ??
      data?.payment_code;
    if (!data?.transaction_id || !code) throw new PaymentGatewayError("Midtrans charge returned no payment number");
    return { transactionId: data.transaction_id, paymentCode: code };
  }

  /**
   * Core API charge for QRIS (payment_type "qris", acquirer GoPay), GoPay ("gopay": actions generate-qr-code
   * and deeplink-redirect) and ShopeePay ("shopeepay": deeplink-redirect), expiring with the booking.
   */
  async createWalletPayment(request: WalletPaymentRequest): Promise<WalletPaymentResult> {
    const data = await this.call<MidtransWalletCharge>(`${this.apiBase}/v2/charge`, "POST", walletChargeBody(request));
    if (!data?.transaction_id) throw new PaymentGatewayError("Midtrans charge returned no transaction_id");
    const action = (name: string) => data.actions?.find((a) => a.name === name)?.url ?? null;
    const result: WalletPaymentResult = {
      transactionId: data.transaction_id,
      qrString: data.qr_string ?? null,
      qrImageUrl: action("generate-qr-code"),
      deeplink: request.channel === "QRIS" ? null : action("deeplink-redirect"),
    };
    if (!result.qrString && !result.qrImageUrl && !result.deeplink)
      throw new PaymentGatewayError("Midtrans charge returned neither a QR nor a deeplink");
    return result;
  }

  async getStatus(orderId: string): Promise<GatewayStatus | null> {
    try {
      const data = await this.call<{ order_id: string; transaction_status: string; gross_amount: string }>(
        `${this.apiBase}/v2/${encodeURIComponent(orderId)}/status`,
        "GET",
      );
      return { orderId: data.order_id, transactionStatus: data.transaction_status, grossAmount: data.gross_amount };
    } catch {
      return null;
    }
  }

  async expire(orderId: string): Promise<void> {
    await this.call(`${this.apiBase}/v2/${encodeURIComponent(orderId)}/expire`, "POST");
  }

  /** Core API refund; Midtrans treats a repeated `refund_key` as the same refund. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const data = await this.call<{
      status_code?: string;
      refund_chargeback_id?: number | string;
      status_message?: string;
    }>(`${this.apiBase}/v2/${encodeURIComponent(request.orderId)}/refund`, "POST", {
      refund_key: request.refundKey,
      amount: request.amount,
      reason: request.reason.slice(0, 255),
    });
    // The API answers HTTP 200 with its own status code in the body; only 200 means the refund was accepted.
    if (data?.status_code !== "200")
      throw new PaymentGatewayError(
        `Midtrans refused the refund: ${data?.status_code ?? "?"} ${data?.status_message ?? ""}`,
      );
    return {
      refundKey: request.refundKey,
      gatewayRef: data.refund_chargeback_id === undefined ? null : String(data.refund_chargeback_id),
    };
  }
}

/** What every Core API charge carries: the order, the customer and an expiry at the booking's deadline. */
function coreChargeBase(request: Pick<WalletPaymentRequest, "orderId" | "grossAmount" | "customer" | "now" | "expiresAt">) {
  return {
    transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
    customer_details: {
      first_name: request.customer.name,
      email: request.customer.email,
      phone: request.customer.phone,
    },
    custom_expiry: {
      order_time: midtransTime(request.now),
      expiry_duration: minutesBetween(request.now, request.expiresAt),
      unit: "minute",
    },
  };
}

interface MidtransWalletCharge {
  transaction_id?: string;
  qr_string?: string;
  actions?: { name: string; method?: string; url: string }[];
}

/** The Core API charge body of a QRIS, GoPay or ShopeePay payment (custom_expiry = the booking's deadline). */
export function walletChargeBody(request: WalletPaymentRequest): Record<string, unknown> {
  const base = coreChargeBase(request);
  switch (request.channel) {
    case "QRIS":
      return { ...base, payment_type: "qris", qris: { acquirer: "gopay" } };
    case "GOPAY":
      return { ...base, payment_type: "gopay", gopay: { enable_callback: true, callback_url: request.callbackUrl } };
    case "SHOPEEPAY":
      return { ...base, payment_type: "shopeepay", shopeepay: { callback_url: request.callbackUrl } };
  }
}

/** Midtrans' notification signature: SHA512(order_id + status_code + gross_amount + server_key), hex. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): Promise<string> {
  return sha512Hex(`${orderId}${statusCode}${grossAmount}${serverKey}`);
}

/** Amounts as Midtrans writes them in notifications: "150000.00". */
export function formatGrossAmount(amount: number): string {
  return `${amount}.00`;
}

export const MAX_NOTIFICATION_BYTES = 16_384;

const notificationSchema = z
  .object({
    order_id: z.string().min(1).max(64),
    status_code: z.string().regex(/^\d{3}$/),
    gross_amount: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
    signature_key: z.string().regex(/^[0-9a-fA-F]{128}$/),
    transaction_status: z.string().min(1).max(32),
    fraud_status: z.string().max(32).optional(),
    transaction_id: z.string().max(100).optional(),
    payment_type: z.string().max(50).optional(),
  })
  .passthrough();

export type ReadNotification =
  { ok: true; notification: VerifiedNotification } | { ok: false; reason: "malformed" | "signature" };

/**
 * Reads a notification body as Midtrans (or the simulator) sends it and checks its signature in
 * constant time against the server key. Only a well-formed, correctly signed body comes back.
 */
export async function readSignedNotification(rawBody: string, serverKey: string): Promise<ReadNotification> {
  if (rawBody.length > MAX_NOTIFICATION_BYTES) return { ok: false, reason: "malformed" };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const body = parsed.data;
  const expected = await notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey);
  if (!constantTimeEqual(expected, body.signature_key.toLowerCase())) return { ok: false, reason: "signature" };
  return {
    ok: true,
    notification: {
      orderId: body.order_id,
      statusCode: body.status_code,
      grossAmount: body.gross_amount,
      transactionStatus: body.transaction_status,
      fraudStatus: body.fraud_status,
      payload: rawBody,
    },
  };
}
