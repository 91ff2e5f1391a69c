import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface UnitsFormState {
  error: string | null;
  nomor: string;
  roomTypeId: string;
}

/** Several units of one room type in one form ("101-105" or "101, 102, 103"). */
export function UnitsForm({ roomTypes, state }: { roomTypes: { id: number; nama: string }[]; state: UnitsFormState }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (roomTypes.length === 0) return <p className="staff-empty">{t("propertySetup.units.needType")}</p>;
  const invalid = state.error ? true : undefined;
  return (
    <Form method="post" className="setup-units desk-filters" aria-labelledby="units">
      <div className="desk-field">
        <label htmlFor="units-type">{t("propertySetup.units.roomType")}</label>
        <select id="units-type" name="roomTypeId" defaultValue={state.roomTypeId || String(roomTypes[0].id)} required>
          {roomTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.nama}
            </option>
          ))}
        </select>
      </div>
      <div className={`desk-field${invalid ? " desk-field--error" : ""}`}>
        <label htmlFor="units-nomor">{t("propertySetup.units.nomor")}</label>
        <input
          id="units-nomor"
          name="nomor"
          type="text"
          required
          maxLength={500}
          defaultValue={state.nomor}
          placeholder="101-105"
          aria-invalid={invalid}
          aria-describedby={invalid ? "units-hint units-error" : "units-hint"}
        />
        <p id="units-hint" className="desk-muted">
          {t("propertySetup.units.hint")}
        </p>
        {state.error ? (
          <p id="units-error" className="field-errors" role="alert">
            {state.error}
          </p>
        ) : null}
      </div>
      <div className="desk-filters__buttons">
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("propertySetup.units.submit")}
        </button>
      </div>
    </Form>
  );
}
