import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { RoomKind } from "~/db/schema";
import { chargeRows } from "~/orders/rules/charge-labels";
import { formatDate } from "~/utils/dates";
import { formatRupiah as formatMoney } from "~/utils/money";
import { chargeSheetOf, type StayPrice } from "~/orders/rules/pricing";
import { guestsPerRoom } from "~/utils/stay";
import { MarkedName } from "./MarkedName";

export interface BookingSummaryProps {
  hotelName?: string;
  /** "id" when the name is the Indonesian fallback on an English or French page. */
  hotelLang?: "id";
  roomTypeName: string;
  roomTypeLang?: "id";
  kind: RoomKind;
  stay: { cekin: string; cekout: string; durasi: number; tamu: number; kamar: number };
  /** From the pricing module, with the extras chosen so far. */
  price: StayPrice;
  className?: string;
}

/**
 * The spec's booking summary panel: nights, check-in and check-out, room type, rooms, guests per
 * room, price without tax, tax and other fees, and the total (per-unit total × units). Worded
 * "Cottage" for COTTAGE room types and "Kamar" for HOTEL ones. Chosen extras follow the rooms'
 * subtotal, each with its quantity, and the total is what the guest pays for all of it.
 */
export function BookingSummary({ hotelName, hotelLang, roomTypeName, roomTypeLang, kind, stay, price, className }: BookingSummaryProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const perUnit = t(`bookingSummary.perUnit.${kind}`);
  const formatRupiah = (amount: number) => formatMoney(amount, language);
  const rows: [string, string, ("id" | undefined)?][] = [
    ...(hotelName ? ([[t("bookingSummary.hotel"), hotelName, hotelLang]] as [string, string, "id" | undefined][]) : []),
    [t(`bookingSummary.roomType.${kind}`), roomTypeName, roomTypeLang],
    [t("bookingSummary.nights"), t("search.stay.nights", { count: stay.durasi })],
    [t("bookingSummary.cekin"), formatDate(stay.cekin, "stay", language)],
    [t("bookingSummary.cekout"), formatDate(stay.cekout, "stay", language)],
    [t(`bookingSummary.rooms.${kind}`), String(stay.kamar)],
    [t(`bookingSummary.guestsPerRoom.${kind}`), String(guestsPerRoom(stay.tamu, stay.kamar))],
    [`${t("bookingSummary.priceWithoutTax")} (${perUnit})`, formatRupiah(price.totalHargaOnly)],
    [`${t("bookingSummary.taxAndFees")} (${perUnit})`, formatRupiah(price.totalTaxOnly)],
  ];
  const formula = t("bookingSummary.totalFormula", {
    perUnit: formatRupiah(price.totalPerKamar),
    units: t(`room.unit.${kind}`, { count: stay.kamar }),
  });
  const stayContext = { kind, nights: stay.durasi, guests: stay.tamu, language };
  const extraRows = chargeRows(message, chargeSheetOf(price), stayContext).filter((row) => row.key.startsWith("extra"));
  return (
    <section className={`booking-summary ${className ?? ""}`} aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" className="booking-summary__title">
        {t("bookingSummary.title")}
      </h2>
      <dl className="booking-summary__rows">
        {rows.map(([label, value, lang]) => (
          <div key={label} className="booking-summary__row">
            <dt>{label}</dt>
            <dd lang={lang}>{value}</dd>
          </div>
        ))}
        {extraRows.length > 0 ? (
          <div className="booking-summary__row" data-testid="summary-rooms">
            <dt>
              {t("bookingPrice.subtotalRooms", { units: t(`room.unit.${kind}`, { count: stay.kamar }) })}
              <span className="booking-summary__formula">{formula}</span>
            </dt>
            <dd>{formatRupiah(price.totalKamar)}</dd>
          </div>
        ) : null}
        {extraRows.map((row) => (
          <div key={row.key} className="booking-summary__row" data-testid="summary-extra">
            <dt>
              <MarkedName label={row.label} nama={row.nama} lang={row.lang} />
            </dt>
            <dd data-amount={row.amount}>{formatRupiah(row.amount)}</dd>
          </div>
        ))}
        <div className="booking-summary__row booking-summary__row--total">
          <dt>
            {t("bookingSummary.total")}
            {extraRows.length > 0 ? null : <span className="booking-summary__formula">{formula}</span>}
          </dt>
          <dd data-testid="summary-total" data-amount={price.totalPayment}>
            {formatRupiah(price.totalPayment)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
