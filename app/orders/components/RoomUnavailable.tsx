import { Link } from "~/components/ui/Link";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { langOf } from "~/utils/content-lang";
import { stayRuleMessage } from "~/orders/rules/stay-rules";
import { MarkedName } from "./MarkedName";
import type { SummaryView } from "./types";

/** The booking page when the room type no longer fits the stay: why, and the way back to the rooms. */
export function RoomUnavailable({ summary }: { summary: SummaryView }) {
  const message = useMessage();
  const language = usePageLanguage();
  const kind = summary.roomType.ket;
  const kindName = message(`room.kind.${kind}`);
  const units = (count: number) => message(`room.unit.${kind}`, { count });
  const nama = summary.roomType.nama;
  const reason =
    summary.status === "closed"
      ? summary.breach
        ? stayRuleMessage(message, summary.breach, language)
        : message("rates.notBookable")
      : summary.status === "soldOut"
      ? message("reservasi.soldOut", { kind: kindName.toLowerCase(), nama })
      : summary.status === "notEnough"
        ? message("reservasi.notEnough", { kind: kindName.toLowerCase(), nama, units: units(summary.jumlahAvailable) })
        : message("reservasi.tooSmall", {
            kind: kindName,
            nama,
            guests: message("search.stay.guests", { count: summary.tamu }),
            units: units(summary.kamar),
          });
  return (
    <div className="reservation-page container">
      <h1>
        <MarkedName label={message("reservasi.title", { hotel: summary.hotel.nama })} nama={summary.hotel.nama} lang={langOf(summary.hotel, "nama")} />
      </h1>
      <div className="unavailable" role="alert">
        <h2>{message("reservasi.unavailableTitle")}</h2>
        <p>
          <MarkedName label={reason} nama={nama} lang={langOf(summary.roomType, "nama")} />
        </p>
        <p>{message("reservasi.unavailableHint")}</p>
        <Link to={summary.roomPage} className="button button--primary">
          {message("reservasi.backToRooms")}
        </Link>
      </div>
    </div>
  );
}
