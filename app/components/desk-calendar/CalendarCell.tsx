import { useTranslation } from "react-i18next";
import type { Cell } from "~/utils/calendar-cells";

/**
 * One unit × night of the tape chart that is not a booking's bar (or is a booking's night in conflict): its state in text (never colour alone), the details in
 * the title and the accessible name, and a link — a free night to a walk-in booking, a conflict to the
 * reservation, a blocked or elsewhere-sold one to its row in the list of holds under the grid.
 */
export function CalendarCell({
  cell,
  unitId,
  unitNomor,
  hotelId,
  long,
  today,
  weekend,
}: {
  cell: Cell;
  unitId: number;
  unitNomor: string;
  hotelId: number;
  long: (date: string) => string;
  today: string;
  weekend: boolean;
}) {
  const { t } = useTranslation();
  const source = cell.source ?? t("holds.calendar.unknownSource");
  const kode = cell.kode ?? "";
  const guest = cell.guest ?? "";
  let label: string;
  let short: string;
  switch (cell.state) {
    case "free":
      label = t("tapeChart.freeCell", { unit: unitNomor, date: long(cell.date) });
      short = t("desk.calendar.freeShort");
      break;
    case "held":
      label = t("desk.calendar.cellHeld", { kode, guest });
      short = t("desk.calendar.heldShort");
      break;
    case "booked":
      label = t("desk.calendar.cellBooked", { kode, guest });
      short = t("desk.calendar.bookedShort");
      break;
    case "conflict":
      label = t("holds.calendar.cellConflict", { kode, guest, source });
      short = t("holds.calendar.conflict");
      break;
    case "blocked":
      label = t("holds.calendar.cellBlocked", { unit: unitNomor, reason: cell.reason ?? "" });
      short = t("holds.calendar.blocked");
      break;
    case "external":
      label = t("holds.calendar.cellExternal", { unit: unitNomor, source });
      short = source;
      break;
    default:
      label = t("desk.calendar.past");
      short = "·";
  }
  const href =
    cell.state === "free"
      ? `/admin/kalender/pesan?hotel=${hotelId}&unit=${unitId}&cekin=${cell.date}`
      : cell.kode
        ? `/admin/reservasi/${encodeURIComponent(cell.kode)}`
        : cell.holdId !== undefined
          ? `#hold-${cell.holdId}`
          : null;
  return (
    <td
      className={`desk-cell desk-cell--${cell.state}${weekend ? " tape-weekend" : ""}${cell.date === today ? " tape-today" : ""}`}
      data-unit={unitNomor}
      data-date={cell.date}
      data-state={cell.state}
      // A free night says so in its link's name; the tooltip is kept for the nights that have more to say.
      title={cell.state === "free" ? undefined : label}
    >
      {href === null ? (
        <span aria-label={label}>{short}</span>
      ) : (
        // Plain links, not router links: the chart holds up to ~2000 of them, each a router link would
        // cost hydration time, and a click must work at once, before and without JavaScript.
        <a href={href} aria-label={label}>
          {short}
        </a>
      )}
    </td>
  );
}
