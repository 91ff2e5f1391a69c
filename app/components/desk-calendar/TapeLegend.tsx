import { useTranslation } from "react-i18next";
import type { BarTone } from "~/utils/calendar-cells";

const TONES: BarTone[] = ["waiting", "booked", "in", "out", "noshow"];

/** The tape chart's legend: each colour with the text written on the tape and what it means. */
export function TapeLegend() {
  const { t } = useTranslation();
  // The legend pairs the short text written in each cell with what it means.
  const pair = (short: string, meaning: string) => (short === meaning ? meaning : `${short} = ${meaning}`);
  const cells: [string, string][] = [
    ["desk-cell--free", pair(t("desk.calendar.freeShort"), t("desk.calendar.free"))],
    ["desk-cell--blocked", pair(t("holds.calendar.blocked"), t("holds.calendar.blockedMeaning"))],
    ["desk-cell--external", t("holds.calendar.externalMeaning")],
    ["desk-cell--conflict", pair(t("holds.calendar.conflict"), t("holds.calendar.conflictMeaning"))],
    ["desk-cell--past", t("desk.calendar.past")],
  ];
  return (
    <>
      <h2 className="visually-hidden">{t("desk.calendar.legend")}</h2>
      <ul className="desk-legend">
        {TONES.map((tone) => (
          <li key={tone}>
            <span className={`desk-swatch tape-bar--${tone}`} aria-hidden="true" />{" "}
            {tone === "waiting"
              ? pair(t("tapeChart.tone.waiting"), t("desk.calendar.held"))
              : pair(t(`tapeChart.tone.${tone}`), t(`tapeChart.toneMeaning.${tone}`))}
          </li>
        ))}
        {cells.map(([className, text]) => (
          <li key={className}>
            <span className={`desk-swatch ${className}`} aria-hidden="true" /> {text}
          </li>
        ))}
        <li>{t("tapeChart.channelLegend")}</li>
      </ul>
    </>
  );
}
