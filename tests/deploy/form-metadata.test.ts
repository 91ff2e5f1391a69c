/**
 * patches/ makes conform build a field's metadata once per form state instead of on every property read,
 * and subscribe a field once however often it is read (patches/README.md). This checks that `npm install`
 * applied the patch and that a form read many times still shows its ids, values and errors as before.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function Probe({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({ id: "cari", lastResult, defaultValue: { tamu: "2", kota: "" } });
  const { tamu, kota } = fields;
  // Every property read several times, as the search form and getInputProps do.
  const reads = [form.id, form.errorId, tamu.id, tamu.name, tamu.errorId, tamu.initialValue, tamu.id, kota.id, kota.errors?.join(","), kota.errors?.join(","), tamu.errors?.join(",") ?? "-", form.errors?.join(",") ?? "-"];
  return createElement("p", null, reads.map(String).join("|"));
}

describe("conform's field metadata, built once per form state", () => {
  it("is the patched build (npm install applied patches/)", () => {
    for (const file of ["dist/context.mjs", "dist/context.js"])
      expect(readFileSync(path.join(ROOT, "node_modules/@conform-to/react", file), "utf8")).toContain("one metadata object per form state");
  });

  it("shows a fresh form's ids and values however often they are read", () => {
    const html = renderToString(createElement(Probe, { lastResult: null }));
    expect(html).toBe("<p>cari|cari-error|cari-tamu|tamu|cari-tamu-error|2|cari-tamu|cari-kota|undefined|undefined|-|-</p>");
  });

  it("shows a submitted form's errors however often they are read", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { tamu: "40", kota: "" },
      error: { kota: ["required"], "": ["tooManyGuests"] },
    };
    const html = renderToString(createElement(Probe, { lastResult }));
    expect(html).toBe("<p>cari|cari-error|cari-tamu|tamu|cari-tamu-error|40|cari-tamu|cari-kota|required|required|-|tooManyGuests</p>");
  });
});
