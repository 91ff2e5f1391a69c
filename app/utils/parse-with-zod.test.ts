import { parseWithZod as parseWithConform } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWithZod } from "./parse-with-zod";
import { formErrorMap } from "./zod-messages";

const schema = z.object({
  nama: z.string({ required_error: "required" }).max(10, "long"),
  tamu: z.number({ required_error: "required" }).int().min(1, "min"),
  catatan: z.string().optional(),
  setuju: z.boolean().optional(),
});

const payloads: Record<string, string>[] = [
  { nama: "Siti", tamu: "2", catatan: "", setuju: "on" },
  { nama: "", tamu: "" },
  { nama: "Nama yang terlalu panjang", tamu: "0" },
  { nama: "Ahmad", tamu: "dua" },
  { nama: "Ahmad", tamu: "3", catatan: "lantai bawah" },
];

describe("parseWithZod (coercion built once per schema)", () => {
  it("answers every form exactly as conform does with the catalogue's error map, on the first and on later calls", () => {
    for (let round = 0; round < 2; round++) {
      for (const fields of payloads) {
        const ours = parseWithZod(new URLSearchParams(fields), { schema });
        const theirs = parseWithConform(new URLSearchParams(fields), { schema, errorMap: formErrorMap });
        expect(ours.status).toBe(theirs.status);
        expect(ours.reply()).toEqual(theirs.reply());
        if (ours.status === "success" && theirs.status === "success") expect(ours.value).toEqual(theirs.value);
      }
    }
  });

  it("coerces a form's text into the schema's types", () => {
    const submission = parseWithZod(new URLSearchParams({ nama: "Siti", tamu: "4", setuju: "on" }), { schema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value).toEqual({ nama: "Siti", tamu: 4, setuju: true });
  });

  it("keeps a schema chosen per intent working", () => {
    const submission = parseWithZod(new URLSearchParams({ nama: "", tamu: "1" }), { schema: () => schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.nama).toEqual(["required"]);
  });

  it("keeps the schema's own messages and gives zod's own ones as catalogue keys, never in English", () => {
    const twice = new URLSearchParams([["nama", "Siti"], ["nama", "Sari"], ["tamu", "dua"], ["catatan", "x"]]);
    const submission = parseWithZod(twice, { schema: schema.extend({ kode: z.string().max(3) }) });
    expect(submission.reply().error).toEqual({ nama: ["validation.repeated"], tamu: ["validation.number"], kode: ["validation.required"] });
    const long = parseWithZod(new URLSearchParams({ nama: "Siti", tamu: "2", kode: "ABCD" }), { schema: schema.extend({ kode: z.string().max(3) }) });
    expect(long.reply().error).toEqual({ kode: ["validation.tooLong?count=3"] });
    expect(parseWithZod(new URLSearchParams({ nama: "" }), { schema }).reply().error).toEqual({ nama: ["required"], tamu: ["required"] });
  });
});
