import { describe, expect, it } from "vitest";
import { phoneSearchDigits, readPhone } from "./phone.server";

describe("phone numbers as people type them", () => {
  it("accepts Indonesian numbers in every usual form and stores them as +62…", () => {
    for (const typed of [
      "0812-3456-7890",
      "081234567890",
      "812 3456 7890",
      "6281234567890",
      "+62 812-3456-7890",
      "+62 (0)812 3456 7890",
      "0062 812 3456 7890",
    ]) {
      expect(readPhone(typed), typed).toEqual({ ok: true, value: "+6281234567890" });
    }
    expect(readPhone("(0341) 551-234")).toEqual({ ok: true, value: "+62341551234" });
  });

  it("accepts foreign numbers with + and the country code", () => {
    expect(readPhone("+44 7700 900123")).toEqual({ ok: true, value: "+447700900123" });
    expect(readPhone("+60 12-345 6789")).toEqual({ ok: true, value: "+60123456789" });
    expect(readPhone("+1 (415) 555-0100")).toEqual({ ok: true, value: "+14155550100" });
    expect(readPhone("+33 6 12 34 56 78")).toEqual({ ok: true, value: "+33612345678" });
  });

  it("refuses what is not a phone number, with a message saying why", () => {
    expect(readPhone("08abc")).toEqual({ ok: false, error: "booking.validation.teleponFormat" });
    expect(readPhone("+44 7700 900123 ext 5")).toEqual({ ok: false, error: "booking.validation.teleponFormat" });
    // A foreign number without its + is not guessed.
    expect(readPhone("44 7700 900123")).toEqual({ ok: false, error: "booking.validation.teleponCountry" });
    expect(readPhone("+0 812 3456")).toEqual({ ok: false, error: "booking.validation.teleponCountry" });
    expect(readPhone("+44 77")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
    expect(readPhone("+1234567890123456")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
    expect(readPhone("0812")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
  });
});

describe("guests from elsewhere, and numbers nobody should have typed", () => {
  it("reads a French mobile, a Malaysian one and a Malang landline as their countries write them", () => {
    expect(readPhone("+33 6 12 34 56 78")).toEqual({ ok: true, value: "+33612345678" });
    expect(readPhone("0033 6 12 34 56 78")).toEqual({ ok: true, value: "+33612345678" });
    expect(readPhone("+60 12-345 6789")).toEqual({ ok: true, value: "+60123456789" });
    // An Indonesian landline with its area code in parentheses: the trunk 0 gives way to +62.
    expect(readPhone("(0341) 426 123")).toEqual({ ok: true, value: "+62341426123" });
    expect(readPhone("+62 (0)341 426 123")).toEqual({ ok: true, value: "+62341426123" });
  });

  it("refuses a number too long for its country even when it has 15 digits or fewer", () => {
    // A French mobile has 9 digits after +33; two more is no French number.
    expect(readPhone("+33 6 12 34 56 78 90")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
    expect(readPhone("0812 3456 7890 1234 5678")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
    expect(readPhone("+62 812 3456 7890 1234 5678 9012 34")).toEqual({ ok: false, error: "booking.validation.teleponLength" });
  });

  it("refuses letters, whatever else is around them", () => {
    expect(readPhone("0812-CALL-ME")).toEqual({ ok: false, error: "booking.validation.teleponFormat" });
    expect(readPhone("+33 six 12 34 56 78")).toEqual({ ok: false, error: "booking.validation.teleponFormat" });
    expect(readPhone("telepon saya 0812")).toEqual({ ok: false, error: "booking.validation.teleponFormat" });
  });
});

describe("the desk's search by phone", () => {
  it("finds a number however it is typed, a foreign one included", () => {
    for (const typed of ["+62 812-3456-789", "62812 3456 789", "0812 3456 789"]) expect(phoneSearchDigits(typed), typed).toBe("8123456789");
    expect(phoneSearchDigits("+33 6 12 34 56 78")).toBe("612345678");
    expect(phoneSearchDigits("(0341) 426 123")).toBe("341426123");
  });

  it("searches a fragment as typed and ignores what is no phone number", () => {
    expect(phoneSearchDigits("3456")).toBe("3456");
    expect(phoneSearchDigits("0812 34")).toBe("81234");
    expect(phoneSearchDigits("123")).toBeNull();
    expect(phoneSearchDigits("Sekar")).toBeNull();
    expect(phoneSearchDigits("AB12CD34")).toBeNull();
  });
});
