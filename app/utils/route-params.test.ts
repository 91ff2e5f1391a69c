import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idField } from "./id-field";
import { parseId, requireId } from "./route-params";

describe("the one id reading", () => {
  it("reads a positive id written in digits, and nothing else", () => {
    expect(parseId("7")).toBe(7);
    expect(parseId("9999999999")).toBe(9_999_999_999);
    for (const bad of ["", "0", "007", "-1", "1.5", "1e3", " 7", "7 ", "abc", "٣", "12345678901"]) expect(parseId(bad)).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId(7)).toBeNull();
  });

  it("refuses a bad id with the page's message and status", async () => {
    expect(requireId("12")).toBe(12);
    const general = (() => {
      try {
        requireId("abc");
      } catch (thrown) {
        return thrown as Response;
      }
    })();
    expect(general?.status).toBe(404);
    expect(await general?.json()).toEqual({ key: "errors.notFoundMessage" });
    const own = (() => {
      try {
        requireId("0", "crud.errors.unknownRecord");
      } catch (thrown) {
        return thrown as Response;
      }
    })();
    expect(own?.status).toBe(404);
    expect(await own?.json()).toEqual({ key: "crud.errors.unknownRecord" });
  });

  it("gives a form field the same reading and the field's own messages", () => {
    const form = z.object({ hotel: idField("holds.errors.hotel", "holds.errors.required") });
    expect(form.safeParse({ hotel: "3" })).toEqual({ success: true, data: { hotel: 3 } });
    expect(form.safeParse({ hotel: "03" }).error?.issues[0].message).toBe("holds.errors.hotel");
    expect(form.safeParse({}).error?.issues[0].message).toBe("holds.errors.required");
  });
});
