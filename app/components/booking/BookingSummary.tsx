import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { RoomKind } from "~/db/schema";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import { guestsPerRoom } from "~/utils/stay";

export interface BookingSummaryProps {
  hotelName?: string;
  roomTypeName: string;
  kind: RoomKind;
  stay: { cekin: string; cekout: string; durasi: number; tamu: number; kamar: number };
  /** From the pricing module: one unit, whole stay. */
  price: { totalHargaOnly: number; totalTaxOnly: number; totalPerKamar: number; totalPayment: number };
  className?: string;
}

/**
 * The spec's booking summary panel: nights, check-in and check-out, room type, rooms, guests per
 * room, price without tax, tax and other fees, and the total (per-unit total × units). Worded
 * "Cottage" for COTTAGE room types and "Kamar" for HOTEL ones.
 */
export function BookingSummary({ hotelName, roomTypeName, kind, stay, price, className }: BookingSummaryProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const perUnit = t(`bookingSummary.perUnit.${kind}`);
  const rows: [string, string][] = [
    ...(hotelName ? ([[t("bookingSummary.hotel"), hotelName]] as [string, string][]) : []),
    [t(`bookingSummary.roomType.${kind}`), roomTypeName],
    [t("bookingSummary.nights"), t("search.stay.nights", { count: stay.durasi })],
    [t("bookingSummary.cekin"), formatDate(stay.cekin, "stay", language)],
    [t("bookingSummary.cekout"), formatDate(stay.cekout, "stay", language)],
    [t(`bookingSummary.rooms.${kind}`), String(stay.kamar)],
    [t(`bookingSummary.guestsPerRoom.${kind}`), String(guestsPerRoom(stay.tamu, stay.kamar))],
    [`${t("bookingSummary.priceWithoutTax")} (${perUnit})`, formatRupiah(price.totalHargaOnly)],
    [`${t("bookingSummary.taxAndFees")} (${perUnit})`, formatRupiah(price.totalTaxOnly)],
  ];
  return (
    <section className={`booking-summary ${className ?? ""}`} aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-summary__title">
        {t("bookingSummary.title")}
      </h2>
      <dl className="booking-summary__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="booking-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="booking-summary__row booking-summary__row--total">
          <dt>
            {t("bookingSummary.total")}
            <span className="booking-summary__formula">
              {t("bookingSummary.totalFormula", {
                perUnit: formatRupiah(price.totalPerKamar),
                units: t(`room.unit.${kind}`, { count: stay.kamar }),
              })}
            </span>
          </dt>
          <dd>{formatRupiah(price.totalPayment)}</dd>
        </div>
      </dl>
    </section>
  );
}
