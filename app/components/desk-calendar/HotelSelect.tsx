import { useTranslation } from "react-i18next";

/**
 * The property list of the back-office's per-property pages (calendar, conflicts, channels), inside their
 * GET form; with `allLabel`, a first option for every estate (empty value).
 */
export function HotelSelect({
  hotels,
  value,
  label,
  allLabel,
}: {
  hotels: readonly { id: number; nama: string }[];
  value: number | null;
  label?: string;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="desk-field">
      <span>{label ?? t("desk.calendar.hotel")}</span>
      <select name="hotel" defaultValue={value ?? ""}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {hotels.map((h) => (
          <option key={h.id} value={h.id}>
            {h.nama}
          </option>
        ))}
      </select>
    </label>
  );
}
