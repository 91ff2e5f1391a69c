import { z } from "zod";
import { LANG_KEYS, ROLES, USER_ROLE_KINDS } from "~/utils/vocabulary";
import { LIMITS, LOGIN_PATTERN } from "~/utils/account-schemas";
import { lineField } from "~/utils/form-fields";

const key = (name: string) => `office.users.validation.${name}`;

const optionalName = lineField(z.string().trim().max(LIMITS.nameMax, key("nameMax")))
  .optional()
  .transform((value) => value || null);

const optionalId = z.coerce
  .number({ invalid_type_error: key("pickerInvalid") })
  .int(key("pickerInvalid"))
  .positive(key("pickerInvalid"))
  .optional();

export interface UserUniquenessChecks {
  isLoginTaken: (login: string) => Promise<boolean>;
  isEmailTaken: (email: string) => Promise<boolean>;
}

/**
 * The user dialog (spec §5): login required only for new users (and unique), names up to 50, e-mail
 * required, valid, up to 100 and unique; a unit, warehouse or business type only for the matching user
 * kind; authorities from the 22 roles. One schema for the browser and the server; the server passes
 * the uniqueness checks.
 */
export function userFormSchema(mode: "create" | "edit", checks?: UserUniquenessChecks) {
  const login =
    mode === "create"
      ? z
          .string({ required_error: key("loginRequired") })
          .trim()
          .min(1, key("loginRequired"))
          .max(LIMITS.loginMax, key("loginMax"))
          .regex(LOGIN_PATTERN, key("loginPattern"))
          .transform((value) => value.toLowerCase())
      : z.string().optional();
  return z
    .object({
      login,
      firstName: optionalName,
      lastName: optionalName,
      email: z
        .string({ required_error: key("emailRequired") })
        .trim()
        .min(1, key("emailRequired"))
        .max(LIMITS.emailMax, key("emailMax"))
        .email(key("emailInvalid"))
        .transform((value) => value.toLowerCase()),
      activated: z
        .string()
        .optional()
        .transform((value) => value === "on" || value === "true"),
      langKey: z.enum(LANG_KEYS, { errorMap: () => ({ message: key("langKeyInvalid") }) }).default("en"),
      roleUser: z.enum(USER_ROLE_KINDS, { errorMap: () => ({ message: key("pickerInvalid") }) }).optional(),
      businessUnitId: optionalId,
      warehouseId: optionalId,
      businessTypeId: optionalId,
      authorities: z.array(z.enum(ROLES, { errorMap: () => ({ message: key("authorityInvalid") }) })).default([]),
    })
    .superRefine(async (value, ctx) => {
      if (!checks) return;
      if (mode === "create" && typeof value.login === "string" && value.login && (await checks.isLoginTaken(value.login))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["login"], message: key("loginTaken") });
      }
      if (value.email && (await checks.isEmailTaken(value.email))) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["email"], message: key("emailTaken") });
      }
    })
    .transform((value) => ({
      ...value,
      login: typeof value.login === "string" ? value.login : "",
      roleUser: value.roleUser ?? null,
      // Only the picker of the chosen kind is kept: a stale choice of another kind is dropped.
      businessUnitId: value.roleUser === "UNIT" ? (value.businessUnitId ?? null) : null,
      warehouseId: value.roleUser === "GUDANG" ? (value.warehouseId ?? null) : null,
      businessTypeId: value.roleUser === "MANAGEMEN" ? (value.businessTypeId ?? null) : null,
      authorities: [...new Set(value.authorities)],
    }));
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;
