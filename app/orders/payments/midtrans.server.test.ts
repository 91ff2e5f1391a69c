import { describe, expect, it } from "vitest";
import { PaymentGatewayError } from "./gateway.server";
import { MidtransGateway } from "./midtrans.server";

/** Midtrans is the edge of the world: its HTTP API is replaced by a recorder that answers like it. */
function recorder(answer: (url: string, body: Record<string, unknown> | null) => Response) {
  const calls: { url: string; method: string; headers: Headers; body: Record<string, unknown> | null }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ url, method: init?.method ?? "GET", headers: new Headers(init?.headers), body });
    return answer(url, body);
  }) as typeof fetch;
  return { calls, fetcher };
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });

const now = new Date("2026-11-21T03:00:00Z"); // 10:00 in Jakarta
const expiresAt = new Date("2026-11-21T04:00:00Z");
const customer = { name: "Sari Wulandari", email: "sari@example.com", phone: "081234567890" };

describe("Midtrans gateway", () => {
  it("opens a Snap payment page in the sandbox with the booking deadline as expiry", async () => {
    const { calls, fetcher } = recorder(() =>
      json({ token: "snap-token", redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token" }),
    );
    const gateway = new MidtransGateway({ serverKey: "SB-Mid-server-abc", isProduction: false, fetcher });
    const result = await gateway.createPaymentPage({
      orderId: "AGW261121-ABCD23",
      grossAmount: 866000,
      itemName: "Wisma Kebun Teh Wonosari — Standard, 2 malam, 1 kamar, dan nama yang sangat panjang",
      customer,
      expiresAt,
      now,
      finishBase: "https://agrowisata.example/reservasi-notif",
    });
    expect(result).toEqual({
      token: "snap-token",
      redirectUrl: "https://app.sandbox.midtrans.com/snap/v4/redirection/snap-token",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://app.sandbox.midtrans.com/snap/v1/transactions");
    expect(calls[0].method).toBe("POST");
    expect(calls[0].headers.get("Authorization")).toBe(`Basic ${btoa("SB-Mid-server-abc:")}`);
    expect(calls[0].body).toMatchObject({
      transaction_details: { order_id: "AGW261121-ABCD23", gross_amount: 866000 },
      customer_details: { first_name: "Sari Wulandari", email: "sari@example.com", phone: "081234567890" },
      expiry: { start_time: "2026-11-21 10:00:00 +0700", unit: "minutes", duration: 60 },
      callbacks: { finish: "https://agrowisata.example/reservasi-notif/success" },
    });
    // Item names are cut to Midtrans' 50-character limit; the item total equals the gross amount.
    const [item] = (calls[0].body as { item_details: { name: string; price: number; quantity: number }[] })
      .item_details;
    expect(item.name.length).toBeLessThanOrEqual(50);
    expect(item.price * item.quantity).toBe(866000);
  });

  it("uses the production hosts with production keys", async () => {
    const { calls, fetcher } = recorder((url) =>
      url.includes("/snap/") ? json({ token: "t", redirect_url: "https://app.midtrans.com/snap/t" }) : json({}),
    );
    const gateway = new MidtransGateway({ serverKey: "Mid-server-live", isProduction: true, fetcher });
    await gateway.createPaymentPage({
      orderId: "A",
      grossAmount: 1,
      itemName: "x",
      customer,
      expiresAt,
      now,
      finishBase: "https://agrowisata.example/reservasi-notif",
    });
    await gateway.expire("A");
    expect(calls.map((c) => c.url)).toEqual([
      "https://app.midtrans.com/snap/v1/transactions",
      "https://api.midtrans.com/v2/A/expire",
    ]);
  });

  it.each([
    [
      "bca",
      { va_numbers: [{ bank: "bca", va_number: "12345678901" }] },
      "12345678901",
      { bank_transfer: { bank: "bca" } },
    ],
    ["permata", { permata_va_number: "8562000012345" }, "8562000012345", { bank_transfer: { bank: "permata" } }],
    ["mandiri", { biller_code: "70012", bill_key: "990000000001" }, "70012 990000000001", { payment_type: "echannel" }],
    [null, { payment_code: "AGW1234567" }, "AGW1234567", { payment_type: "cstore" }],
  ] as const)("charges a %s payment number that expires with the booking", async (bank, answer, code, shape) => {
    const { calls, fetcher } = recorder(() => json({ transaction_id: "trx-1", ...answer }));
    const gateway = new MidtransGateway({ serverKey: "k", isProduction: false, fetcher });
    const result = await gateway.createBankTransfer({
      orderId: "AGW261121-AAAA22",
      grossAmount: 500000,
      bank,
      customer,
      expiresAt,
      now,
    });
    expect(result).toEqual({ transactionId: "trx-1", paymentCode: code });
    expect(calls[0].url).toBe("https://api.sandbox.midtrans.com/v2/charge");
    expect(calls[0].body).toMatchObject({
      ...shape,
      transaction_details: { order_id: "AGW261121-AAAA22", gross_amount: 500000 },
      custom_expiry: { order_time: "2026-11-21 10:00:00 +0700", expiry_duration: 60, unit: "minute" },
    });
  });

  it("turns refusals and incomplete answers into gateway errors", async () => {
    const denied = { error_messages: ["Access denied"] };
    const refused = new MidtransGateway({
      serverKey: "k",
      isProduction: false,
      fetcher: recorder(() => json(denied, 401)).fetcher,
    });
    await expect(
      refused.createBankTransfer({ orderId: "A", grossAmount: 1, bank: "bni", customer, expiresAt, now }),
    ).rejects.toThrow(PaymentGatewayError);

    const noNumber = new MidtransGateway({
      serverKey: "k",
      isProduction: false,
      fetcher: recorder(() => json({ transaction_id: "t" })).fetcher,
    });
    await expect(
      noNumber.createBankTransfer({ orderId: "A", grossAmount: 1, bank: "bni", customer, expiresAt, now }),
    ).rejects.toThrow(/no payment number/);

    const noRedirect = new MidtransGateway({
      serverKey: "k",
      isProduction: false,
      fetcher: recorder(() => new Response("<html>maintenance</html>", { status: 200 })).fetcher,
    });
    await expect(
      noRedirect.createPaymentPage({
        orderId: "A",
        grossAmount: 1,
        itemName: "x",
        customer,
        expiresAt,
        now,
        finishBase: "https://agrowisata.example/reservasi-notif",
      }),
    ).rejects.toThrow(/redirect_url/);
  });

  it("reads a transaction's status, and reports an unknown one as null", async () => {
    const { fetcher } = recorder((url) =>
      url.includes("/AGW261121-ZZZZ99/")
        ? json({ order_id: "AGW261121-ZZZZ99", transaction_status: "settlement", gross_amount: "500000.00" })
        : json({ status_message: "Transaction doesn't exist." }, 404),
    );
    const gateway = new MidtransGateway({ serverKey: "k", isProduction: false, fetcher });
    expect(await gateway.getStatus("AGW261121-ZZZZ99")).toEqual({
      orderId: "AGW261121-ZZZZ99",
      transactionStatus: "settlement",
      grossAmount: "500000.00",
    });
    expect(await gateway.getStatus("AGW261121-ZZZZ22")).toBeNull();
  });
});

describe("Midtrans refund", () => {
  const request = { orderId: "AGW261121-ABCD23", refundKey: "RF-AGW261121-ABCD23", amount: 433000, reason: "Dibatalkan tamu" };

  it("posts the refund_key, amount and reason to /v2/{order_id}/refund and keeps Midtrans' refund id", async () => {
    const { calls, fetcher } = recorder(() =>
      json({
        status_code: "200",
        status_message: "Success, refund request is approved",
        order_id: request.orderId,
        transaction_status: "partial_refund",
        gross_amount: "866000.00",
        refund_chargeback_id: 4711,
        refund_amount: "433000.00",
        refund_key: request.refundKey,
      }),
    );
    const gateway = new MidtransGateway({ serverKey: "SB-Mid-server-abc", isProduction: false, fetcher });
    expect(await gateway.refund(request)).toEqual({ refundKey: request.refundKey, gatewayRef: "4711" });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://api.sandbox.midtrans.com/v2/AGW261121-ABCD23/refund");
    expect(calls[0].method).toBe("POST");
    expect(calls[0].headers.get("Authorization")).toBe(`Basic ${btoa("SB-Mid-server-abc:")}`);
    expect(calls[0].body).toEqual({ refund_key: request.refundKey, amount: 433000, reason: "Dibatalkan tamu" });
  });

  it("treats Midtrans' refusal in a 200 answer (412: not settled) and an HTTP error as failures", async () => {
    const refused = recorder(() => json({ status_code: "412", status_message: "Merchant cannot modify the status of the transaction" }));
    await expect(
      new MidtransGateway({ serverKey: "k", isProduction: true, fetcher: refused.fetcher }).refund(request),
    ).rejects.toThrow(/412/);
    expect(refused.calls[0].url).toBe("https://api.midtrans.com/v2/AGW261121-ABCD23/refund");
    const down = recorder(() => new Response("Bad gateway", { status: 502 }));
    await expect(new MidtransGateway({ serverKey: "k", isProduction: false, fetcher: down.fetcher }).refund(request)).rejects.toThrow(
      PaymentGatewayError,
    );
  });
});
