import { describe, expect, it } from "vitest";
import { formSchema, type FieldSpec } from "./fields";
import { parseUnitNumbers } from "./unit-numbers";

describe("unit numbers typed for several units at once", () => {
  it.each([
    ["101-105", ["101", "102", "103", "104", "105"]],
    ["101, 102, 103", ["101", "102", "103"]],
    ["A1-A3; B7", ["A1", "A2", "A3", "B7"]],
    ["08-10", ["08", "09", "10"]],
    ["101, 101, 102", ["101", "102"]],
    ["Pondok Teh", ["Pondok Teh"]],
  ])("reads %j", (text, nomor) => {
    expect(parseUnitNumbers(text)).toEqual({ ok: true, nomor });
  });

  it("refuses nothing, a backwards or huge range, and names longer than a unit number", () => {
    expect(parseUnitNumbers(" , ")).toEqual({ ok: false, problem: "empty" });
    expect(parseUnitNumbers("105-101")).toMatchObject({ ok: false, problem: "invalid", token: "105-101" });
    expect(parseUnitNumbers("1-500")).toMatchObject({ ok: false, problem: "invalid" });
    expect(parseUnitNumbers("1-60, 100-160")).toEqual({ ok: false, problem: "tooMany" });
    expect(parseUnitNumbers("x".repeat(21))).toMatchObject({ ok: false, problem: "invalid" });
  });

  it("drops control characters and refuses a number that reverses its direction", () => {
    expect(parseUnitNumbers("1\u000001, 102\u0007")).toEqual({ ok: true, nomor: ["101", "102"] });
    expect(parseUnitNumbers("101, \u202E201")).toMatchObject({ ok: false, problem: "invalid", token: "\u202E201" });
  });
});

describe("time fields", () => {
  const schema = formSchema([{ name: "jamCekin", kind: "time", required: true } satisfies FieldSpec]);
  it.each(["14:00", "00:00", "23:59"])("accept %s", (value) => {
    expect(schema.safeParse({ jamCekin: value }).success).toBe(true);
  });
  it.each(["24:00", "2pm", "14.00", "9:00"])("refuse %s with the HH:MM message", (value) => {
    const result = schema.safeParse({ jamCekin: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("crud.validation.time");
  });
});
