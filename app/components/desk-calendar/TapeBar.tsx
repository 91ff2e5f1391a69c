import { useTranslation } from "react-i18next";
import type { Bar } from "~/utils/calendar-cells";
import { addDays } from "~/utils/dates";

/**
 * A booking on the tape chart: one cell spanning its nights in view, with the guest's name and a short
 * status and channel in text (the colour and its pattern repeat them, never alone); the booking code and
 * the stay are in the title and the link's accessible name. It opens the reservation.
 */
export function TapeBar({ bar, unitNomor, long }: { bar: Bar; unitNomor: string; long: (date: string) => string }) {
  const { t } = useTranslation();
  const status = t(`tapeChart.tone.${bar.tone}`);
  const channel = t(`tapeChart.channel.${bar.mode}`);
  const label = [
    t("tapeChart.bar", {
      guest: bar.guest,
      kode: bar.kode,
      status,
      channel,
      unit: unitNomor,
      from: long(bar.date),
      to: long(addDays(bar.date, bar.nights)),
    }),
    bar.before ? t("tapeChart.continuesBefore") : null,
    bar.after ? t("tapeChart.continuesAfter") : null,
  ]
    .filter(Boolean)
    .join("; ");
  return (
    <td
      colSpan={bar.nights}
      className={`tape-bar tape-bar--${bar.tone}${bar.before ? " tape-bar--before" : ""}${bar.after ? " tape-bar--after" : ""}`}
      data-unit={unitNomor}
      data-date={bar.date}
      data-state={bar.state}
      title={label}
      data-kode={bar.kode}
      data-nights={bar.nights}
    >
      <a href={`/admin/reservasi/${encodeURIComponent(bar.kode)}`} aria-label={label}>
        <span className="tape-bar__guest">
          {bar.before ? <span aria-hidden="true">◂ </span> : null}
          {bar.guest}
          {bar.after ? <span aria-hidden="true"> ▸</span> : null}
        </span>
        <span className="tape-bar__tag">
          {status} · {channel}
        </span>
      </a>
    </td>
  );
}
