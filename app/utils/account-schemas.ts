import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~/i18n/config";
import type { Messages } from "~/i18n/locales/id";
import { lineField } from "~/utils/form-fields";

/**
 * One zod schema per account form (spec §5), shared by conform in the browser and by the actions.
 * Error messages are i18n keys under `account.validation`; the form renders them with `t()`, so the
 * same schema speaks Indonesian, English and French.
 */

type ValidationKey = `account.validation.${keyof Messages["account"]["validation"] & string}`;
const key = <K extends keyof Messages["account"]["validation"] & string>(name: K) =>
  `account.validation.${name}` as const satisfies ValidationKey;

export const LIMITS = {
  loginMax: 50,
  emailMin: 5,
  emailMax: 100,
  passwordMin: 4,
  passwordMax: 50,
  nameMax: 50,
  /** Sign-in accepts anything a stored login or e-mail could be, and no more. */
  credentialMax: 100,
} as const;

/** Letters, digits and _ ' . @ - (spec §5). */
export const LOGIN_PATTERN = /^[A-Za-z0-9_'.@-]+$/;

export const loginName = z
  .string({ required_error: key("loginRequired") })
  .trim()
  .min(1, key("loginMin"))
  .max(LIMITS.loginMax, key("loginMax"))
  .regex(LOGIN_PATTERN, key("loginPattern"));

export const email = z
  .string({ required_error: key("emailRequired") })
  .trim()
  .min(LIMITS.emailMin, key("emailMin"))
  .max(LIMITS.emailMax, key("emailMax"))
  .email(key("emailInvalid"));

export const password = z
  .string({ required_error: key("passwordRequired") })
  .min(LIMITS.passwordMin, key("passwordMin"))
  .max(LIMITS.passwordMax, key("passwordMax"));

export const confirmation = z
  .string({ required_error: key("confirmRequired") })
  .min(LIMITS.passwordMin, key("confirmMin"))
  .max(LIMITS.passwordMax, key("confirmMax"));

export const langKey = z.enum(SUPPORTED_LANGUAGES, { errorMap: () => ({ message: key("langKeyInvalid") }) });

const firstName = lineField(
  z
    .string({ required_error: key("firstNameRequired") })
    .trim()
    .min(1, key("firstNameMin"))
    .max(LIMITS.nameMax, key("firstNameMax")),
);

const lastName = lineField(
  z
    .string({ required_error: key("lastNameRequired") })
    .trim()
    .min(1, key("lastNameMin"))
    .max(LIMITS.nameMax, key("lastNameMax")),
);

export const MISMATCH = key("mismatch");

function matchConfirmation<T extends { confirmPassword: string }>(
  newPassword: (value: T) => string,
): (value: T, ctx: z.RefinementCtx) => void {
  return (value, ctx) => {
    if (newPassword(value) !== value.confirmPassword) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["confirmPassword"], message: MISMATCH });
    }
  };
}

/**
 * Server-only checks. In the browser they are absent and the rule passes: the form is sent, and the
 * action's answer (e.g. "Login name already registered!") is shown on the field.
 */
export interface UniquenessChecks {
  isLoginTaken(login: string): Promise<boolean>;
  isEmailTaken(email: string): Promise<boolean>;
}

function unique(check: ((value: string) => Promise<boolean>) | undefined, message: ValidationKey) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (!check) return;
    return check(value).then((taken) => {
      if (taken) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
  };
}

export function registerSchema(checks?: UniquenessChecks) {
  return z
    .object({
      login: loginName.pipe(z.string().superRefine(unique(checks?.isLoginTaken, key("loginTaken")))),
      email: email.pipe(z.string().superRefine(unique(checks?.isEmailTaken, key("emailTaken")))),
      password,
      confirmPassword: confirmation,
      langKey,
    })
    .superRefine(matchConfirmation((v) => v.password));
}

export const loginSchema = z.object({
  login: z
    .string({ required_error: key("loginRequired") })
    .trim()
    .max(LIMITS.credentialMax, key("credentialTooLong")),
  password: z.string({ required_error: key("passwordRequired") }).max(LIMITS.credentialMax, key("credentialTooLong")),
  remember: z.boolean().optional(),
  redirectTo: z.string().max(2000).optional(),
  // Shown only after many failed sign-ins to the account (see services/login-throttle.server.ts).
  captcha: z.string().max(50).optional(),
  captchaToken: z.string().max(400).optional(),
});

/** Accounts created through Google have no password yet: they set one without a current password. */
export function passwordChangeSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword
        ? z
            .string({ required_error: key("currentPasswordRequired") })
            .max(LIMITS.credentialMax, key("credentialTooLong"))
        : z.string().optional(),
      newPassword: password,
      confirmPassword: confirmation,
    })
    .superRefine(matchConfirmation((v) => v.newPassword));
}

export function settingsSchema(checks?: Pick<UniquenessChecks, "isEmailTaken">) {
  return z.object({
    firstName,
    lastName,
    email: email.pipe(z.string().superRefine(unique(checks?.isEmailTaken, key("emailTaken")))),
    langKey,
  });
}

export const resetRequestSchema = z.object({ email });

export const resetFinishSchema = z
  .object({
    key: z.string({ required_error: key("resetKeyMissing") }).max(200, key("resetKeyMissing")),
    newPassword: password,
    confirmPassword: confirmation,
  })
  .superRefine(matchConfirmation((v) => v.newPassword));

export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;
export type SettingsInput = z.infer<ReturnType<typeof settingsSchema>>;
