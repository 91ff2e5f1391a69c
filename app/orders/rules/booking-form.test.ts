import { parseWithZod } from "~/utils/parse-with-zod";
import { describe, expect, it } from "vitest";
import { withDefaultIntent } from "./booking-form";
import {
  guestStepSchemaFor,
  guestValues,
  guestValuesSchema,
  paymentStepSchema,
  reviewStepSchema,
} from "./booking-schema";

/** Indonesia is country 1; identity types 1–3 are KTP, SIM and passport, as seeded. */
const guestStepSchema = guestStepSchemaFor({ indonesia: 1, identityKinds: { "1": "KTP", "2": "SIM", "3": "PASPOR" } });

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const guest = {
  nama: "Budi Santoso",
  identitas: "1",
  noIdentitas: "3573010101010001",
  negara: "1",
  provinsi: "",
  kabupaten: "3",
  email: " budi@example.test ",
  telepon: "081234567890",
};

function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("booking step schemas", () => {
  it("validate the step's fields only when the intent moves on", () => {
    const empty = parseWithZod(form({ intent: "next-guest" }), { schema: guestStepSchema });
    expect(errorsOf(empty)).toMatchObject({
      nama: ["booking.validation.nama"],
      identitas: ["booking.validation.identitas"],
      noIdentitas: ["booking.validation.noIdentitas"],
      kabupaten: ["booking.validation.kabupaten"],
      email: ["booking.validation.email"],
      telepon: ["booking.validation.telepon"],
    });
    expect(parseWithZod(form({ intent: "region", negara: "2" }), { schema: guestStepSchema }).status).toBe("success");
    expect(parseWithZod(form({ intent: "back" }), { schema: paymentStepSchema }).status).toBe("success");
    expect(parseWithZod(form({ intent: "cancel" }), { schema: reviewStepSchema }).status).toBe("success");
  });

  it("accept a filled guest step, trimmed, with an optional province", () => {
    const submission = parseWithZod(form({ intent: "next-guest", ...guest }), { schema: guestStepSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "next-guest") return;
    expect(submission.value).toMatchObject({ email: "budi@example.test", identitas: 1, provinsi: null, kabupaten: 3 });
    // What the draft keeps reads back the same.
    expect(guestValuesSchema.parse(guestValues(submission.value))).toEqual({ ...submission.value, intent: undefined });
  });

  it("report an intent a step does not know as one message key", () => {
    for (const intent of ["book", "next", "goto:3", "x".repeat(50)]) {
      const submission = parseWithZod(form({ intent, ...guest }), { schema: guestStepSchema });
      expect(errorsOf(submission)).toEqual({ intent: ["booking.validation.intent"] });
    }
    expect(errorsOf(parseWithZod(form({}), { schema: paymentStepSchema }))).toEqual({
      intent: ["booking.validation.intent"],
    });
  });

  it("check extras and the payment method, and ignore spaces in the captcha", () => {
    const bad = parseWithZod(form({ intent: "next-payment", metode: "x", tambahpesanan: ["1", "<script>"] }), {
      schema: paymentStepSchema,
    });
    expect(errorsOf(bad)).toMatchObject({
      metode: ["booking.validation.invalidChoice"],
      "tambahpesanan[1]": ["booking.validation.invalidChoice"],
    });
    const good = parseWithZod(form({ intent: "goto-review", metode: "4", tambahpesanan: "2" }), {
      schema: paymentStepSchema,
    });
    expect(good.status === "success" && good.value).toMatchObject({ metode: 4, kelompok: null, tambahpesanan: ["2"] });
    const captcha = parseWithZod(form({ intent: "book", captcha: "AB3 d5 7k" }), { schema: reviewStepSchema });
    expect(captcha.status === "success" && captcha.value).toEqual({ intent: "book", captcha: "AB3d57k" });
  });

  it("validate as moving on while the guest types, before any button is pressed", () => {
    expect(withDefaultIntent(form({ nama: "x" }), 2).get("intent")).toBe("next-payment");
    expect(withDefaultIntent(form({ intent: "back" }), 2).get("intent")).toBe("back");
  });
});
