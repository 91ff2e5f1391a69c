import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseEnv, type Bindings } from "~/env.server";
import { createDb } from "~/models/db.server";
import { createPaymentGateway } from "~/orders/payments/create-gateway.server";
import { refundChannelOf } from "~/orders/intents/cancel.server";
import { paymentFacts } from "~/orders/rules/payment-kinds";
import { PAYMENT_GROUPS } from "../../../../scripts/seed/data/payments";
import { paymentKind } from "./index.server";

/** Every payment method the seed gives a new site (the master data a guest chooses from). */
const SEEDED = PAYMENT_GROUPS.flatMap((group) => group.methods);

describe("the payment kind of a method (docs/decisions/041)", () => {
  it("is found for every seeded method: QR and e-wallets, virtual accounts, cards, store codes, the reception", () => {
    const kinds = Object.fromEntries(
      SEEDED.map((m) => {
        const kind = paymentKind(m);
        return [m.kode, kind.ok ? kind.value.name : kind.key];
      }),
    );
    expect(kinds).toEqual({
      QRIS: "wallet",
      GOPAY: "wallet",
      SHOPEEPAY: "wallet",
      LINKAJA: "hostedPage",
      VA_BCA: "bankTransfer",
      VA_BNI: "bankTransfer",
      VA_BRI: "bankTransfer",
      VA_MANDIRI: "bankTransfer",
      VA_PERMATA: "bankTransfer",
      CREDIT_CARD: "hostedPage",
      FINPAY_CODE: "bankTransfer",
      PAY_AT_PROPERTY: "reception",
    });
  });

  it("refunds cards, QRIS and e-wallets through the gateway, and everything else by a transfer", () => {
    const channels = Object.fromEntries(SEEDED.map((m) => [m.kode, refundChannelOf(m)]));
    expect(channels).toMatchObject({ QRIS: "GATEWAY", GOPAY: "GATEWAY", SHOPEEPAY: "GATEWAY", CREDIT_CARD: "GATEWAY" });
    expect(channels).toMatchObject({ LINKAJA: "MANUAL", VA_BCA: "MANUAL", FINPAY_CODE: "MANUAL", PAY_AT_PROPERTY: "MANUAL" });
  });

  it("gives an hour to pay online, and holds a booking paid at the reception until the check-in day ends (WIB)", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const card = SEEDED.find((m) => m.kode === "CREDIT_CARD")!;
    const desk = SEEDED.find((m) => m.kode === "PAY_AT_PROPERTY")!;
    expect(paymentFacts(card).deadline("2026-12-12", now)).toEqual(new Date("2026-12-01T11:00:00Z"));
    expect(paymentFacts(desk).deadline("2026-12-12", now)).toEqual(new Date("2026-12-12T17:00:00Z"));
    expect(paymentFacts(desk)).toMatchObject({ paidAtReception: true, retryLink: false });
    expect(paymentFacts(card)).toMatchObject({ paidAtReception: false, retryLink: true });
  });

  it("answers a kategori no module knows with a clear failure, and pages show it as nothing special", () => {
    for (const kategori of ["CRYPTO", "", "payment page", "toString", "__proto__"]) {
      expect(paymentKind({ kategori, channel: "QRIS" })).toEqual({ ok: false, key: "payMethods.errors.unknownKind", status: 500 });
      expect(paymentFacts({ kategori })).toMatchObject({ paidAtReception: false, retryLink: false });
      expect(refundChannelOf({ kategori, channel: "CARD" })).toBe("MANUAL");
    }
  });

  it("starts each kind with the gateway the way it is paid: a hosted page, a QR, a number, and nothing at the reception", async () => {
    const context = { env: parseEnv(env as unknown as Bindings), db: createDb(env.DB) };
    const gateway = createPaymentGateway(context, "http://localhost:8787");
    const order = (channel: (typeof SEEDED)[number]) => ({
      orderId: `KIND-${crypto.randomUUID().slice(0, 12)}`,
      kodeBooking: "AGW-KIND",
      grossAmount: 350_000,
      customer: { name: "Amélie Dubois", email: "amelie@example.test", phone: "+33612345678" },
      expiresAt: new Date(Date.now() + 3_600_000),
      now: new Date(),
      channel: channel.channel,
      bank: channel.bank ?? null,
      origin: "http://localhost:8787",
    });
    const started = async (kode: string) => {
      const method = SEEDED.find((m) => m.kode === kode)!;
      const kind = paymentKind(method);
      if (!kind.ok || !kind.value.start) return null;
      return kind.value.start(gateway, order(method));
    };
    expect(await started("CREDIT_CARD")).toMatchObject({ redirectUrl: expect.stringMatching(/\/_sim\/gateway\/snap\//) });
    expect(await started("GOPAY")).toMatchObject({ paymentDeeplink: expect.stringMatching(/\/_sim\/gateway\/qris\//) });
    expect(await started("VA_BNI")).toMatchObject({ paymentCode: expect.stringMatching(/^8808\d{12}$/) });
    expect(await started("PAY_AT_PROPERTY")).toBeNull();
  });
});
