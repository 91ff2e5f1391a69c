import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { useHydrated } from "~/components/ui/useHydrated";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/i18n/config";

interface Option {
  id: number;
  nama: string;
}

export interface UserFormDefaults {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  activated: boolean;
  langKey: string;
  roleUser: string;
  businessUnitId: string;
  warehouseId: string;
  businessTypeId: string;
  authorities: string[];
}

/** Roles this product added to the spec's list, shown with what they are for. */
const ROLE_LABELS = {
  ROLE_CS: "office.users.fields.roleLabels.ROLE_CS",
  ROLE_FRONTDESK: "office.users.fields.roleLabels.ROLE_FRONTDESK",
} as const;

const KINDS = [
  { kind: "UNIT", field: "businessUnitId", label: "office.users.fields.unit", options: "units" },
  { kind: "GUDANG", field: "warehouseId", label: "office.users.fields.gudang", options: "warehouses" },
  { kind: "MANAGEMEN", field: "businessTypeId", label: "office.users.fields.jenisUsaha", options: "businessTypes" },
] as const;

/**
 * The user dialog (spec §5) as a page: works as a plain form; with JavaScript only the picker of the
 * chosen user kind is shown (without it all three are, and the server keeps only the matching one).
 */
export function UserForm({
  mode,
  defaults,
  lastResult,
  roles,
  kinds,
  pickers,
}: {
  mode: "create" | "edit";
  defaults: UserFormDefaults;
  lastResult?: SubmissionResult<string[]>;
  roles: readonly string[];
  kinds: readonly string[];
  pickers: { units: Option[]; warehouses: Option[]; businessTypes: Option[] };
}) {
  const { t } = useTranslation();
  const message = useMessageText();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: `user-${mode}`, lastResult, defaultValue: defaults, shouldValidate: "onSubmit" });
  const initialKind = (fields.roleUser.initialValue as string | undefined) ?? defaults.roleUser;
  const [kind, setKind] = useState(initialKind);
  const initialRoles = (fields.authorities.initialValue as string[] | string | undefined) ?? defaults.authorities;
  const selectedRoles = Array.isArray(initialRoles) ? initialRoles : [initialRoles];
  const text = (name: keyof typeof fields & string, type: string, label: string, extra: Record<string, unknown> = {}) => {
    const field = fields[name];
    return (
      <div className={`office-field${field.errors?.length ? " office-field--invalid" : ""}`}>
        <label htmlFor={field.id}>{label}</label>
        <input
          id={field.id}
          name={field.name}
          type={type}
          defaultValue={(field.initialValue as string | undefined) ?? ""}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          {...extra}
        />
        <FieldErrors id={field.errorId} errors={field.errors} message={message} />
      </div>
    );
  };

  return (
    <Form method="post" className="office-form" {...getFormProps(form)}>
      {form.errors?.length ? (
        <div role="alert" className="office-alert office-alert--error">
          {form.errors.map((error) => message(error)).join(" ")}
        </div>
      ) : null}
      {mode === "create" ? (
        text("login", "text", t("office.users.fields.login"), { maxLength: 50, required: true, autoComplete: "off" })
      ) : (
        <p className="office-field">
          <span className="office-field__label">{t("office.users.fields.login")}</span> <strong>{defaults.login}</strong>
        </p>
      )}
      {text("firstName", "text", t("office.users.fields.firstName"), { maxLength: 50 })}
      {text("lastName", "text", t("office.users.fields.lastName"), { maxLength: 50 })}
      {text("email", "email", t("office.users.fields.email"), { maxLength: 100, required: true })}
      <div className="office-field office-field--check">
        {/* Spec §4: a new user is always activated, so the box is shown checked and disabled until it exists. */}
        <input
          id={fields.activated.id}
          name={fields.activated.name}
          type="checkbox"
          defaultChecked={mode === "create" ? true : defaults.activated}
          disabled={mode === "create"}
        />
        {mode === "create" ? <input type="hidden" name={fields.activated.name} value="on" /> : null}
        <label htmlFor={fields.activated.id}>{t("office.users.fields.activated")}</label>
      </div>
      <div className="office-field">
        <label htmlFor={fields.langKey.id}>{t("office.users.fields.langKey")}</label>
        <select id={fields.langKey.id} name={fields.langKey.name} defaultValue={(fields.langKey.initialValue as string) ?? "en"}>
          {SUPPORTED_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_NAMES[lang]}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.langKey.errorId} errors={fields.langKey.errors} message={message} />
      </div>
      <div className="office-field">
        <label htmlFor={fields.roleUser.id}>{t("office.users.fields.roleUser")}</label>
        <select
          id={fields.roleUser.id}
          name={fields.roleUser.name}
          defaultValue={initialKind}
          onChange={(event) => setKind(event.currentTarget.value)}
        >
          <option value="">{t("office.users.fields.roleUserNone")}</option>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        {hydrated ? null : <p className="office-hint">{t("office.users.fields.pickersHint")}</p>}
      </div>
      {KINDS.map((picker) => {
        const field = fields[picker.field];
        if (hydrated && kind !== picker.kind) return null;
        return (
          <div key={picker.kind} className="office-field" data-picker={picker.kind}>
            <label htmlFor={field.id}>{t(picker.label)}</label>
            <select id={field.id} name={field.name} defaultValue={(field.initialValue as string | undefined) ?? ""}>
              <option value="">{t("office.users.fields.choose")}</option>
              {pickers[picker.options].map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.nama}
                </option>
              ))}
            </select>
            <FieldErrors id={field.errorId} errors={field.errors} message={message} />
          </div>
        );
      })}
      <div className="office-field">
        <label htmlFor={fields.authorities.id}>{t("office.users.fields.authorities")}</label>
        <select
          id={fields.authorities.id}
          name={fields.authorities.name}
          multiple
          size={8}
          defaultValue={selectedRoles}
          aria-describedby={`${fields.authorities.id}-hint`}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {role in ROLE_LABELS ? `${role} — ${t(ROLE_LABELS[role as keyof typeof ROLE_LABELS])}` : role}
            </option>
          ))}
        </select>
        <p id={`${fields.authorities.id}-hint`} className="office-hint">
          {t("office.users.fields.authoritiesHint")}
        </p>
        <FieldErrors id={fields.authorities.errorId} errors={fields.authorities.errors} message={message} />
      </div>
      {mode === "create" ? <p className="office-hint">{t("office.users.newUserNote")}</p> : null}
      <div className="office-form__buttons">
        <Link className="button" to="/pengguna">
          {t("office.common.cancel")}
        </Link>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("office.common.save")}
        </button>
      </div>
    </Form>
  );
}
