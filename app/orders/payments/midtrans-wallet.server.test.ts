import { describe, expect, it } from "vitest";
import { PaymentGatewayError, type WalletChannel } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";

/** QRIS and e-wallet charges as Midtrans' Core API receives them; its HTTP API answers like the sandbox. */
function gatewayAnswering(answer: Record<string, unknown>) {
  const bodies: Record<string, unknown>[] = [];
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { bodies, urls, gateway: new MidtransGateway({ serverKey: "k", isProduction: false, fetcher }) };
}

const now = new Date("2026-11-21T03:00:00Z"); // 10:00 in Jakarta
const request = (channel: WalletChannel) => ({
  orderId: "AGW261121-QRIS22",
  grossAmount: 750000,
  channel,
  customer: { name: "Sari Wulandari", email: "sari@example.com", phone: "081234567890" },
  expiresAt: new Date("2026-11-21T04:00:00Z"),
  now,
  callbackUrl: "https://agrowisata.example/reservasi-info-pendpay/AGW261121-QRIS22",
});
const expiry = { order_time: "2026-11-21 10:00:00 +0700", expiry_duration: 60, unit: "minute" };
const qrAction = { name: "generate-qr-code", method: "GET", url: "https://api.sandbox.midtrans.com/v2/qris/t-1/qr-code" };
const deeplinkAction = { name: "deeplink-redirect", method: "GET", url: "gojek://gopay/merchanttransfer?tref=T1" };

describe("Midtrans QRIS and e-wallet charges", () => {
  it("charges QRIS through the GoPay acquirer, expiring with the booking, and returns the QR string", async () => {
    const { bodies, urls, gateway } = gatewayAnswering({
      transaction_id: "t-1",
      qr_string: "00020101021226620014COM.GO-JEK.WWW",
      actions: [qrAction],
    });
    expect(await gateway.createWalletPayment(request("QRIS"))).toEqual({
      transactionId: "t-1",
      qrString: "00020101021226620014COM.GO-JEK.WWW",
      qrImageUrl: qrAction.url,
      deeplink: null,
    });
    expect(urls).toEqual(["https://api.sandbox.midtrans.com/v2/charge"]);
    expect(bodies[0]).toEqual({
      payment_type: "qris",
      qris: { acquirer: "gopay" },
      transaction_details: { order_id: "AGW261121-QRIS22", gross_amount: 750000 },
      customer_details: { first_name: "Sari Wulandari", email: "sari@example.com", phone: "081234567890" },
      custom_expiry: expiry,
    });
  });

  it("charges GoPay with a QR for desktops and a deeplink that comes back to the booking", async () => {
    const { bodies, gateway } = gatewayAnswering({ transaction_id: "t-2", actions: [qrAction, deeplinkAction] });
    const result = await gateway.createWalletPayment(request("GOPAY"));
    expect(result).toEqual({ transactionId: "t-2", qrString: null, qrImageUrl: qrAction.url, deeplink: deeplinkAction.url });
    expect(bodies[0]).toMatchObject({
      payment_type: "gopay",
      gopay: { enable_callback: true, callback_url: request("GOPAY").callbackUrl },
      custom_expiry: expiry,
    });
  });

  it("charges ShopeePay with its deeplink", async () => {
    const link = "https://wsa.wallet.airpay.co.id/universal-link/wallet/pay?deep_and_deferred=1&token=abc";
    const { bodies, gateway } = gatewayAnswering({
      transaction_id: "t-3",
      actions: [{ name: "deeplink-redirect", method: "GET", url: link }],
    });
    expect(await gateway.createWalletPayment(request("SHOPEEPAY"))).toMatchObject({ deeplink: link, qrImageUrl: null });
    expect(bodies[0]).toMatchObject({
      payment_type: "shopeepay",
      shopeepay: { callback_url: request("SHOPEEPAY").callbackUrl },
      custom_expiry: expiry,
    });
  });

  it("refuses an answer with nothing to pay with", async () => {
    const { gateway } = gatewayAnswering({ transaction_id: "t-4", actions: [] });
    await expect(gateway.createWalletPayment(request("QRIS"))).rejects.toThrow(PaymentGatewayError);
  });
});
