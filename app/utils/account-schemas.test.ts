import { parseWithZod } from "~/utils/parse-with-zod";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import fr from "~/i18n/locales/fr";
import id from "~/i18n/locales/id";
import {
  loginSchema,
  passwordChangeSchema,
  registerSchema,
  resetFinishSchema,
  resetRequestSchema,
  settingsSchema,
} from "./account-schemas";
import { VALIDATION_CASES } from "../../tests/fixtures/validation-cases";

/** The English text of a message key: the spec's wording. */
function english(key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
}

/** Field errors of a submission (none when it succeeded). */
function errorsOf(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === "success" ? {} : (submission.error ?? {});
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const validRegistration = {
  login: "budi.santoso",
  email: "budi@example.co.id",
  password: "rahasia",
  confirmPassword: "rahasia",
  langKey: "id",
};
const validSettings = { firstName: "Budi", lastName: "Santoso", email: "budi@example.co.id", langKey: "en" };
const validReset = { key: "k".repeat(43), newPassword: "baru1234", confirmPassword: "baru1234" };
const validChange = { currentPassword: "lama", newPassword: "baru1234", confirmPassword: "baru1234" };

const forms = {
  register: { schema: registerSchema(), valid: validRegistration },
  password: { schema: passwordChangeSchema(true), valid: validChange },
  settings: { schema: settingsSchema(), valid: validSettings },
  "reset-request": { schema: resetRequestSchema, valid: { email: "budi@example.co.id" } },
  "reset-finish": { schema: resetFinishSchema, valid: validReset },
} as const;

describe("account form schemas (spec §5)", () => {
  it.each(Object.entries(forms))("%s accepts a valid submission", (_name, { schema, valid }) => {
    const submission = parseWithZod(form(valid), { schema });
    expect(submission.status).toBe("success");
  });

  it.each(VALIDATION_CASES)("%s: %s = %j → %s", (name, field, value, message) => {
    const { schema, valid } = forms[name as keyof typeof forms];
    const submission = parseWithZod(form({ ...valid, [field]: value }), { schema });
    const errors = (errorsOf(submission)[field] ?? []).map(english);
    expect(errors).toContain(message);
  });

  it.each([
    ["login", "a"],
    ["login", "x".repeat(50)],
    ["login", "o'neil_.@-X9"],
    ["email", `${"a".repeat(88)}@example.com`],
    ["password", "abcd"],
    ["password", "x".repeat(50)],
  ])("register accepts the boundary value %s = %j", (field, value) => {
    const values = {
      ...validRegistration,
      [field]: value,
      ...(field === "password" ? { confirmPassword: value } : {}),
    };
    const submission = parseWithZod(form(values), { schema: registerSchema() });
    expect(errorsOf(submission)[field] ?? []).toEqual([]);
  });

  it("reports the uniqueness messages from the server-side checks", async () => {
    const schema = registerSchema({ isLoginTaken: async () => true, isEmailTaken: async () => true });
    const submission = await parseWithZod(form(validRegistration), { schema, async: true });
    expect(errorsOf(submission).login?.map(english)).toEqual(["Login name already registered!"]);
    expect(errorsOf(submission).email?.map(english)).toEqual(["E-mail is already in use!"]);
  });

  it("does not ask for the current password of an account that has none (Google)", () => {
    const submission = parseWithZod(form({ newPassword: "baru1234", confirmPassword: "baru1234" }), {
      schema: passwordChangeSchema(false),
    });
    expect(submission.status).toBe("success");
  });

  it("sign-in requires both fields", () => {
    const submission = parseWithZod(form({ login: "", password: "" }), { schema: loginSchema });
    expect(errorsOf(submission).login?.map(english)).toEqual(["Your username is required."]);
    expect(errorsOf(submission).password?.map(english)).toEqual(["Your password is required."]);
  });

  it("every validation message exists in Indonesian and French, and differs from English", () => {
    for (const [key, text] of Object.entries(en.account.validation)) {
      const idText = id.account.validation[key as keyof typeof id.account.validation];
      const frText = fr.account.validation[key as keyof typeof fr.account.validation];
      expect(idText, key).toBeTruthy();
      expect(frText, key).toBeTruthy();
      expect(idText, key).not.toBe(text);
      expect(frText, key).not.toBe(text);
    }
  });
});
