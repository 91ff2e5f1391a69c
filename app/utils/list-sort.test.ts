import { describe, expect, it } from "vitest";
import { formatSort, nextSort, parseSort } from "./list-sort";

const FIELDS = ["id", "login", "email"] as const;
const DEFAULT = { field: "id", direction: "asc" } as const;

describe("list sort strings (field,asc|desc)", () => {
  it("reads allowed fields and directions", () => {
    expect(parseSort("login,desc", FIELDS, DEFAULT)).toEqual({ field: "login", direction: "desc" });
    expect(parseSort("email", FIELDS, DEFAULT)).toEqual({ field: "email", direction: "asc" });
  });

  it("falls back to the default for anything else", () => {
    for (const value of [null, "", "password_hash,asc", "login,sideways", "login,asc,extra", "Login,asc"]) {
      expect(parseSort(value, FIELDS, DEFAULT), String(value)).toEqual(DEFAULT);
    }
  });

  it("flips the direction of the current column and starts others ascending", () => {
    expect(formatSort(nextSort({ field: "login", direction: "asc" }, "login"))).toBe("login,desc");
    expect(formatSort(nextSort({ field: "login", direction: "desc" }, "email"))).toBe("email,asc");
  });
});
