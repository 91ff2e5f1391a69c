import { parseWithZod } from "~/utils/parse-with-zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeCheckOut,
  defaultCheckIn,
  guestsPerRoom,
  reservationUrl,
  roomUrl,
  searchUrl,
  stayDefaults,
  stayParamsToSearchParams,
  tryComputeCheckOut,
} from "./stay";
import { createStaySchema } from "./stay-schema";

const TODAY = "2026-11-21";

function parse(fields: Record<string, string>) {
  return parseWithZod(new URLSearchParams(fields), { schema: createStaySchema(TODAY) });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const VALID = { kota: "3", tamu: "4", kamar: "2", cekin: "2026-11-25", durasi: "3" };

describe("check-out", () => {
  it("is check-in plus the nights, across month and year ends and leap days", () => {
    expect(computeCheckOut("2026-11-21", 1)).toBe("2026-11-22");
    expect(computeCheckOut("2026-12-30", 3)).toBe("2027-01-02");
    expect(computeCheckOut("2028-02-28", 1)).toBe("2028-02-29");
    expect(computeCheckOut("2027-02-28", 1)).toBe("2027-03-01");
    expect(computeCheckOut("2026-01-20", 15)).toBe("2026-02-04");
  });

  it("is unknown while the inputs are not valid yet", () => {
    expect(tryComputeCheckOut("2026-11-21", "2")).toBe("2026-11-23");
    expect(tryComputeCheckOut("2026-11-21", 2)).toBe("2026-11-23");
    expect(tryComputeCheckOut("2026-02-30", "2")).toBeNull();
    expect(tryComputeCheckOut("2026-11-21", "0")).toBeNull();
    expect(tryComputeCheckOut("2026-11-21", "16")).toBeNull();
    expect(tryComputeCheckOut("2026-11-21", "1.5")).toBeNull();
    expect(tryComputeCheckOut(undefined, "2")).toBeNull();
  });
});

describe("defaults (spec §5)", () => {
  it("checks in today in Jakarta, or tomorrow from 23:00 Jakarta time", () => {
    // 22:59 WIB is 15:59 UTC.
    expect(defaultCheckIn(new Date("2026-11-21T15:59:00Z"))).toBe("2026-11-21");
    expect(defaultCheckIn(new Date("2026-11-21T16:00:00Z"))).toBe("2026-11-22");
    // 06:30 UTC on the 21st is already 13:30 WIB on the 21st; 17:30 UTC on the 20th is 00:30 WIB on the 21st.
    expect(defaultCheckIn(new Date("2026-11-21T06:30:00Z"))).toBe("2026-11-21");
    expect(defaultCheckIn(new Date("2026-11-20T17:30:00Z"))).toBe("2026-11-21");
  });

  it("is one night, one guest, one room, checking out the next day", () => {
    expect(stayDefaults(new Date("2026-11-21T03:00:00Z"))).toEqual({
      tamu: 1,
      kamar: 1,
      durasi: 1,
      cekin: "2026-11-21",
      cekout: "2026-11-22",
    });
  });
});

describe("stay schema", () => {
  it("accepts a valid stay and computes its check-out", () => {
    const submission = parse(VALID);
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toEqual({ kota: 3, tamu: 4, kamar: 2, cekin: "2026-11-25", durasi: 3, cekout: "2026-11-28" });
    }
    expect(parse({ ...VALID, cekin: TODAY }).status).toBe("success");
    expect(parse({ ...VALID, cekout: "2026-11-28" }).status).toBe("success");
  });

  it("requires every field", () => {
    expect(errorsOf({})).toEqual({
      kota: ["required"],
      tamu: ["required"],
      kamar: ["required"],
      cekin: ["required"],
      durasi: ["required"],
    });
    expect(errorsOf({ ...VALID, tamu: "" })).toEqual({ tamu: ["required"] });
  });

  it("needs at least one guest and one room, and caps both", () => {
    expect(errorsOf({ ...VALID, tamu: "0", kamar: "1" })).toEqual({ tamu: ["guestsMin"] });
    expect(errorsOf({ ...VALID, kamar: "0" })).toEqual({ kamar: ["roomsMin"] });
    expect(errorsOf({ ...VALID, tamu: "41" })).toEqual({ tamu: ["guestsMax"] });
    expect(errorsOf({ ...VALID, tamu: "20", kamar: "11" })).toEqual({ kamar: ["roomsMax"] });
    expect(errorsOf({ ...VALID, tamu: "1", kamar: "2" })).toEqual({ kamar: ["roomsMoreThanGuests"] });
  });

  it("accepts whole numbers written with digits only", () => {
    for (const bad of ["-1", "1.5", "1e1", "+2", "0x2", " 2", "dua", "2 "]) {
      expect(errorsOf({ ...VALID, tamu: bad }), bad).toHaveProperty("tamu");
    }
    expect(errorsOf({ ...VALID, kota: "abc" })).toEqual({ kota: ["cityUnknown"] });
    expect(errorsOf({ ...VALID, kota: "0" })).toEqual({ kota: ["cityUnknown"] });
  });

  it("keeps nights between 1 and 15", () => {
    expect(errorsOf({ ...VALID, durasi: "0" })).toEqual({ durasi: ["nightsRange"] });
    expect(errorsOf({ ...VALID, durasi: "16" })).toEqual({ durasi: ["nightsRange"] });
    expect(parse({ ...VALID, durasi: "15" }).status).toBe("success");
    expect(parse({ ...VALID, durasi: "1" }).status).toBe("success");
  });

  it("refuses impossible dates, past check-ins and check-ins too far ahead", () => {
    expect(errorsOf({ ...VALID, cekin: "2026-02-30" })).toEqual({ cekin: ["dateInvalid"] });
    expect(errorsOf({ ...VALID, cekin: "25-11-2026" })).toEqual({ cekin: ["dateInvalid"] });
    expect(errorsOf({ ...VALID, cekin: "2026-11-20" })).toEqual({ cekin: ["dateInPast"] });
    expect(errorsOf({ ...VALID, cekin: "2027-11-21" })).toEqual({});
    expect(errorsOf({ ...VALID, cekin: "2027-11-22" })).toEqual({ cekin: ["dateTooFar"] });
  });

  it("refuses a check-out that is not check-in plus the nights", () => {
    expect(errorsOf({ ...VALID, cekout: "2026-11-27" })).toEqual({ cekout: ["checkoutMismatch"] });
    expect(errorsOf({ ...VALID, cekout: "2026-11-31" })).toEqual({ cekout: ["dateInvalid"] });
  });

  it("never throws, whatever the strings", () => {
    const field = fc.oneof(fc.string(), fc.constantFrom("", "1", "0", "16", "2026-11-25", "2026-02-30", "9".repeat(20)));
    fc.assert(
      fc.property(fc.record({ kota: field, tamu: field, kamar: field, cekin: field, durasi: field, cekout: field }), (fields) => {
        const submission = parse(fields);
        expect(["success", "error"]).toContain(submission.status);
      }),
      { numRuns: 300 },
    );
  });
});

describe("stay URLs", () => {
  const stay = { kota: 3, tamu: 4, kamar: 2, cekin: "2026-11-25", durasi: 3, cekout: "2026-11-28" };

  it("follow the spec's routes", () => {
    expect(searchUrl(stay)).toBe("/cari_hotel/3/4/2/2026-11-25/2026-11-28/3");
    expect(roomUrl(stay, 7)).toBe("/room/3/4/2/2026-11-25/2026-11-28/7/3");
    expect(reservationUrl(stay, 7, 12)).toBe("/reservasi/3/4/2/2026-11-25/2026-11-28/7/12/3");
  });

  it("map path segments onto the form's fields", () => {
    const params = stayParamsToSearchParams({ id: "3", tamu: "4", kamar: "2", cekin: "2026-11-25", cekout: "2026-11-28", durasi: "3" });
    expect(Object.fromEntries(params)).toEqual({ kota: "3", tamu: "4", kamar: "2", cekin: "2026-11-25", durasi: "3", cekout: "2026-11-28" });
  });

  it("spread guests over rooms, rounding up", () => {
    expect(guestsPerRoom(4, 2)).toBe(2);
    expect(guestsPerRoom(5, 2)).toBe(3);
    expect(guestsPerRoom(1, 1)).toBe(1);
  });
});
