import { useTranslation } from "react-i18next";
import { isLanguage, type Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import type { EventStatus } from "~/utils/events";

/** An event's date or date range, in the page's language ("17 Agustus 2026 – 19 Agustus 2026"). */
export function EventDate({ tanggal, tanggalSelesai }: { tanggal: string; tanggalSelesai: string | null }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : "id";
  return (
    <span className="event-date">
      <time dateTime={tanggal}>{formatDate(tanggal, "long", language)}</time>
      {tanggalSelesai && tanggalSelesai !== tanggal ? (
        <>
          {" – "}
          <time dateTime={tanggalSelesai}>{formatDate(tanggalSelesai, "long", language)}</time>
        </>
      ) : null}
    </span>
  );
}

/** "Upcoming" / "Happening now" / "Past event", marked so the difference is visible without colour too. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  const icon = status === "past" ? "✓" : status === "ongoing" ? "●" : "→";
  return (
    <span className={`status-badge status-badge--${status}`}>
      <span aria-hidden="true">{icon} </span>
      {t(`content.event.status.${status}`)}
    </span>
  );
}
