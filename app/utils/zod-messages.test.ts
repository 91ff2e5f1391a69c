import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/i18n/config";
import { translator, type MessageKey } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { parseWithZod } from "./parse-with-zod";
import { safeParseForm } from "./zod-messages";

/** One schema per zod issue code (and per bound kind), each parsed with a value that breaks it. */
const CASES: [string, z.ZodTypeAny, unknown][] = [
  ["required (absent)", z.object({ a: z.string() }), {}],
  ["invalid_type: an array (a field sent twice)", z.string(), ["a", "b"]],
  ["invalid_type: not a number", z.number(), "x"],
  ["invalid_type: not a date", z.date(), "x"],
  ["invalid_type: an object", z.string(), { a: 1 }],
  ["too_small: string, 1", z.string().min(1), ""],
  ["too_small: string, 5", z.string().min(5), "abc"],
  ["too_big: string", z.string().max(40), "a".repeat(41)],
  ["too_small: number, inclusive", z.number().min(1), 0],
  ["too_small: number, exclusive", z.number().positive(), 0],
  ["too_big: number, inclusive", z.number().max(10), 11],
  ["too_big: number, exclusive", z.number().lt(10), 10],
  ["too_small: array", z.array(z.string()).min(2), ["a"]],
  ["too_big: array", z.array(z.string()).max(1), ["a", "b"]],
  ["not an integer", z.number().int(), 1.5],
  ["not a multiple", z.number().multipleOf(5), 3],
  ["not finite", z.number().finite(), Infinity],
  ["invalid_enum_value", z.enum(["a", "b"]), "c"],
  ["invalid_literal", z.literal("block"), "unblock"],
  ["invalid_union_discriminator", z.discriminatedUnion("intent", [z.object({ intent: z.literal("a") })]), { intent: "b" }],
  ["invalid_union", z.union([z.number(), z.boolean()]), "x"],
  ["invalid_string: email", z.string().email(), "x"],
  ["invalid_string: url", z.string().url(), "x"],
  ["invalid_string: regex", z.string().regex(/^\d+$/), "x"],
  ["invalid_string: datetime", z.string().datetime(), "x"],
  ["invalid_date", z.date(), new Date("x")],
  ["unrecognized_keys", z.object({}).strict(), { a: 1 }],
  ["custom (a refinement without a message)", z.string().refine(() => false), "x"],
];

/** zod's own English (its default error map): none may be what a page shows. */
const ZOD_ENGLISH = /Required|Expected|Invalid|must (contain|be)|Unrecognized|received/;

describe("every zod issue speaks the catalogue", () => {
  it.each(CASES)("%s becomes a validation key that reads well in Indonesian, English and French", (_label, schema, value) => {
    const parsed = safeParseForm(schema, value);
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error!.issues) {
      expect(issue.message).toMatch(/^validation(Staff)?\.\w+(\?[\w=&-]+)?$/);
      for (const language of SUPPORTED_LANGUAGES) {
        const text = translator(fixedT(language))(issue.message as MessageKey);
        expect(text, `${language} ${issue.message}`).not.toMatch(/^validation|\{\{|undefined/);
        expect(text, `${language} ${issue.message}`).not.toMatch(ZOD_ENGLISH);
      }
    }
  });

  it("puts a bound into the words, with the page language's digits", () => {
    const [issue] = safeParseForm(z.number().max(999_999_999), 1e12).error!.issues;
    expect(translator(fixedT("id"))(issue.message as MessageKey)).toBe("Paling besar 999.999.999.");
    expect(translator(fixedT("en"))(issue.message as MessageKey)).toBe("At most 999,999,999.");
    const [long] = safeParseForm(z.string().max(40), "a".repeat(41)).error!.issues;
    expect(translator(fixedT("fr"))(long.message as MessageKey)).toBe("40 caractères au plus.");
    const [one] = safeParseForm(z.string().max(1), "ab").error!.issues;
    expect(translator(fixedT("en"))(one.message as MessageKey)).toBe("At most 1 character.");
  });

  it("keeps every message a schema gives itself", () => {
    const schema = z.object({
      a: z.string({ required_error: "account.validation.loginRequired" }).max(3, "account.validation.loginMax"),
      b: z.enum(["x"], { errorMap: () => ({ message: "crud.validation.invalidChoice" }) }),
    });
    const issues = safeParseForm(schema, { b: "y" }).error!.issues.map((i) => i.message);
    expect(issues).toEqual(["account.validation.loginRequired", "crud.validation.invalidChoice"]);
    expect(safeParseForm(schema, { a: "abcd", b: "x" }).error!.issues[0].message).toBe("account.validation.loginMax");
  });

  it("is what conform answers through parseWithZod, a field sent twice included", () => {
    const schema = z.object({ nama: z.string().max(5), jumlah: z.number() });
    const submission = parseWithZod(new URLSearchParams([["nama", "a"], ["nama", "b"], ["jumlah", "banyak"]]), { schema });
    expect(submission.reply().error).toEqual({ nama: ["validation.repeated"], jumlah: ["validation.number"] });
  });
});
