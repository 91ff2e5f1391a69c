import { useTranslation } from "react-i18next";
import { useRootLanguage } from "~/components/account/useRootLanguage";
import type { RoomKind } from "~/db/schema";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

export interface BookingSummaryData {
  hotel: { nama: string };
  roomType: { nama: string; ket: RoomKind };
  cekin: string;
  cekout: string;
  durasi: number;
  kamar: number;
  guestsPerRoom: number;
  totalHargaOnly: number;
  totalTaxOnly: number;
  totalPerKamar: number;
  totalPayment: number;
  extras?: { nama: string; harga: number }[];
}

/** Spec §2 "Booking summary panel": Cottage wording for COTTAGE room types, Kamar for HOTEL. */
export function BookingSummary({ data }: { data: BookingSummaryData }) {
  const { t } = useTranslation();
  const language = useRootLanguage();
  const kind = data.roomType.ket;
  const extrasTotal = (data.extras ?? []).reduce((sum, e) => sum + e.harga, 0);
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{t("bookingSummary.title")}</h2>
      <dl className="booking-summary__list">
        <dt>{t("bookingSummary.hotel")}</dt>
        <dd>{data.hotel.nama}</dd>
        <dt>{t("bookingSummary.nights")}</dt>
        <dd data-testid="summary-nights">{data.durasi}</dd>
        <dt>{t("bookingSummary.cekin")}</dt>
        <dd>{formatDate(data.cekin, "stay", language)}</dd>
        <dt>{t("bookingSummary.cekout")}</dt>
        <dd>{formatDate(data.cekout, "stay", language)}</dd>
        <dt>{t(`bookingSummary.roomType.${kind}`)}</dt>
        <dd>{data.roomType.nama}</dd>
        <dt>{t(`bookingSummary.rooms.${kind}`)}</dt>
        <dd>{data.kamar}</dd>
        <dt>{t(`bookingSummary.guestsPerRoom.${kind}`)}</dt>
        <dd>{data.guestsPerRoom}</dd>
        <dt>{t("bookingSummary.priceWithoutTax")}</dt>
        <dd>{formatRupiah(data.totalHargaOnly)}</dd>
        <dt>{t("bookingSummary.taxAndFees")}</dt>
        <dd>{formatRupiah(data.totalTaxOnly)}</dd>
        <dt>{t("bookingSummary.totalPerUnit")}</dt>
        <dd>
          {formatRupiah(data.totalPerKamar)} {t(`bookingSummary.perUnit.${kind}`)}
        </dd>
        {extrasTotal > 0 ? (
          <>
            <dt>{t("booking.fields.tambahpesanan")}</dt>
            <dd>{formatRupiah(extrasTotal)}</dd>
          </>
        ) : null}
        <dt className="booking-summary__total">{t("bookingSummary.total")}</dt>
        <dd className="booking-summary__total" data-testid="summary-total">
          {formatRupiah(data.totalPayment + extrasTotal)}
          <small>{t("bookingSummary.totalFormula", { perUnit: formatRupiah(data.totalPerKamar), units: data.kamar })}</small>
        </dd>
      </dl>
    </aside>
  );
}
