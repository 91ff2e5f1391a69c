import { parseWithZod } from "~/utils/parse-with-zod";
import { describe, expect, it } from "vitest";
import { guestStepSchemaFor, guestValues, guestValuesSchema } from "./booking-schema";
import { deskBookingSchemaFor } from "./desk-booking-form";
import { checkIdentityNumber, identityKind, type GuestRules } from "./guest-rules";
import { readPhone } from "~/utils/phone.server";

/**
 * As seeded: Indonesia is country 1, Malaysia 2; identity types 1–3 are KTP, SIM and Paspor. With the
 * server's phone reader, as the wizard and the desk check a guest.
 */
const RULES: GuestRules = { indonesia: 1, identityKinds: { "1": "KTP", "2": "SIM", "3": "PASPOR" }, readPhone };
const schema = guestStepSchemaFor(RULES);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const indonesian = {
  intent: "next-guest",
  nama: "Cut Nyak Dien",
  identitas: "1",
  noIdentitas: "1171014101900002",
  negara: "1",
  provinsi: "1",
  kabupaten: "7",
  email: "cut@example.test",
  telepon: "0812-3456-7890",
};
const malaysian = {
  intent: "next-guest",
  nama: "Nurul Aisyah",
  identitas: "3",
  noIdentitas: "a12345678",
  negara: "2",
  email: "nurul@example.my",
  telepon: "+60 12-345 6789",
};

const parse = (values: Record<string, string>) => parseWithZod(form(values), { schema });
const errors = (values: Record<string, string>) => {
  const submission = parse(values);
  return submission.status === "success" ? {} : (submission.error ?? {});
};

describe("identity numbers by identity type", () => {
  it("knows the seeded identity types by name", () => {
    expect(["KTP", "SIM", "Paspor", "Passport", "Kartu Pelajar"].map(identityKind)).toEqual([
      "KTP",
      "SIM",
      "PASPOR",
      "PASPOR",
      "OTHER",
    ]);
  });

  it("KTP: exactly 16 digits", () => {
    expect(checkIdentityNumber("KTP", "3573 0141 0190 0002")).toEqual({ ok: true, value: "3573014101900002" });
    expect(checkIdentityNumber("KTP", "357301410190000")).toEqual({ ok: false, error: "booking.validation.ktp" });
    expect(checkIdentityNumber("KTP", "35730141019000021")).toEqual({ ok: false, error: "booking.validation.ktp" });
    expect(checkIdentityNumber("KTP", "19AB123456789012")).toEqual({ ok: false, error: "booking.validation.ktp" });
  });

  it("SIM: 12 to 16 digits", () => {
    expect(checkIdentityNumber("SIM", "1234-5678-9012")).toEqual({ ok: true, value: "123456789012" });
    expect(checkIdentityNumber("SIM", "12345678901")).toEqual({ ok: false, error: "booking.validation.sim" });
    expect(checkIdentityNumber("SIM", "12345678901234567")).toEqual({ ok: false, error: "booking.validation.sim" });
  });

  it("Paspor: 6 to 12 letters and digits, in capitals", () => {
    expect(checkIdentityNumber("PASPOR", "19AB12345")).toEqual({ ok: true, value: "19AB12345" });
    expect(checkIdentityNumber("PASPOR", "a1234567")).toEqual({ ok: true, value: "A1234567" });
    expect(checkIdentityNumber("PASPOR", "A1234")).toEqual({ ok: false, error: "booking.validation.paspor" });
    expect(checkIdentityNumber("PASPOR", "A123456789012")).toEqual({ ok: false, error: "booking.validation.paspor" });
  });
});

describe("the guest step", () => {
  it("books an Indonesian with KTP, province and regency; the phone normalised", () => {
    const submission = parse(indonesian);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      provinsi: 1,
      kabupaten: 7,
      telepon: "+6281234567890",
    });
  });

  it("answers an identity type named like an object's own property with a field error, not a crash", () => {
    // Regression (a fuzzed booking form found it: 500 on "constructor"): the type id was looked up in a plain
    // object, so "constructor" or "toString" found Object's function and the identity check read no rule.
    for (const identitas of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(() => parse({ ...indonesian, identitas, noIdentitas: "A1234567" })).not.toThrow();
      expect(parse({ ...indonesian, identitas, noIdentitas: "A1234567" }).status).toBe("error");
    }
  });

  it("asks Indonesians (and a guest who chose no country yet) for the regency, with the spec's message", () => {
    expect(errors({ ...indonesian, provinsi: "", kabupaten: "" })).toEqual({
      kabupaten: ["booking.validation.kabupaten"],
    });
    expect(errors({ ...indonesian, negara: "", kabupaten: "" })).toMatchObject({
      negara: ["booking.validation.negara"],
      kabupaten: ["booking.validation.kabupaten"],
    });
  });

  it("books a Malaysian with a passport and a +60 phone, no province asked; a stray one is dropped", () => {
    for (const values of [malaysian, { ...malaysian, provinsi: "1", kabupaten: "7" }]) {
      const submission = parse(values);
      expect(submission.status).toBe("success");
      if (submission.status !== "success" || submission.value.intent !== "next-guest") return;
      expect(submission.value).toMatchObject({
        noIdentitas: "A12345678",
        provinsi: null,
        kabupaten: null,
        telepon: "+60123456789",
      });
      // What the draft keeps reads back the same.
      expect(guestValuesSchema.parse(guestValues(submission.value))).toEqual({
        ...submission.value,
        intent: undefined,
      });
    }
  });

  it("checks the number against the chosen identity type, each field's message at once", () => {
    expect(errors({ ...malaysian, noIdentitas: "19AB12345" })).toEqual({});
    expect(errors({ ...malaysian, identitas: "1", noIdentitas: "19AB12345", nama: "" })).toEqual({
      nama: ["booking.validation.nama"],
      noIdentitas: ["booking.validation.ktp"],
    });
    expect(errors({ ...indonesian, identitas: "2", noIdentitas: "1234" })).toEqual({
      noIdentitas: ["booking.validation.sim"],
    });
    expect(errors({ ...indonesian, noIdentitas: "3573<01" })).toEqual({
      noIdentitas: ["booking.validation.noIdentitasFormat"],
    });
    expect(errors({ ...malaysian, telepon: "44 7700 900123" })).toEqual({
      telepon: ["booking.validation.teleponCountry"],
    });
  });

  it("only carries the values when the guest refreshes the region lists", () => {
    expect(parse({ ...malaysian, intent: "region", noIdentitas: "1", telepon: "x" }).status).toBe("success");
  });
});

describe("the desk form", () => {
  const desk = {
    hotel: "1",
    unit: "1",
    cekin: "2026-12-01",
    durasi: "1",
    tamu: "1",
    nama: "John Smith",
    telepon: "+44 7700 900123",
    email: "john@example.test",
    identitas: "3",
    noIdentitas: "19ab12345",
    negara: "12",
    metode: "1",
    bayar: "nanti",
  };

  it("follows the same phone and identity rules as the web booking", () => {
    const schema = deskBookingSchemaFor(RULES);
    const ok = parseWithZod(form(desk), { schema });
    expect(ok.status === "success" && ok.value).toMatchObject({ telepon: "+447700900123", noIdentitas: "19AB12345" });
    const bad = parseWithZod(form({ ...desk, identitas: "1", telepon: "7700 900123" }), { schema });
    expect(bad.status === "success" ? {} : bad.error).toEqual({
      noIdentitas: ["booking.validation.ktp"],
      telepon: ["booking.validation.teleponCountry"],
    });
  });
});

describe("the guest form's phone check in the browser", () => {
  // The page's rules come without the server's reader: only the shape is checked there.
  const browserRules: GuestRules = { indonesia: 1, identityKinds: RULES.identityKinds };
  const inBrowser = (values: Record<string, string>) => {
    const submission = parseWithZod(form(values), { schema: guestStepSchemaFor(browserRules) });
    return submission.status === "success" ? {} : (submission.error ?? {});
  };

  it("lets a French or Malaysian number through to the server and stops letters at once", () => {
    expect(inBrowser({ ...malaysian, telepon: "+33 6 12 34 56 78" })).toEqual({});
    expect(inBrowser({ ...malaysian, telepon: "+60 12-345 6789" })).toEqual({});
    expect(inBrowser({ ...indonesian, telepon: "(0341) 426 123" })).toEqual({});
    expect(inBrowser({ ...indonesian, telepon: "0812-CALL-ME" })).toEqual({ telepon: ["booking.validation.teleponFormat"] });
    expect(inBrowser({ ...malaysian, telepon: "+60 12-345 6789 0000 0000 0000" })).toEqual({ telepon: ["booking.validation.teleponLength"] });
  });

  it("gives the server's one message where the browser let the number through", () => {
    // Shaped like a phone number, too long for France: only the server knows, and says it once.
    expect(inBrowser({ ...malaysian, telepon: "+33 6 12 34 56 78 90" })).toEqual({});
    expect(errors({ ...malaysian, telepon: "+33 6 12 34 56 78 90" })).toEqual({ telepon: ["booking.validation.teleponLength"] });
  });
});
