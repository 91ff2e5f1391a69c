import { useTranslation } from "react-i18next";

/** The property list of the back-office's per-property pages (calendar, conflicts, channels), inside their GET form. */
export function HotelSelect({ hotels, value }: { hotels: readonly { id: number; nama: string }[]; value: number | null }) {
  const { t } = useTranslation();
  return (
    <label className="desk-field">
      <span>{t("desk.calendar.hotel")}</span>
      <select name="hotel" defaultValue={value ?? ""}>
        {hotels.map((h) => (
          <option key={h.id} value={h.id}>
            {h.nama}
          </option>
        ))}
      </select>
    </label>
  );
}
