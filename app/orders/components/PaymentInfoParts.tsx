import { useTranslation } from "react-i18next";
import { useCopyText } from "~/components/ui/useCopyText";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

/** Pieces of the pending-payment page (/reservasi-info-pendpay/{kode}) shared by its states. */

/**
 * The payment number, as text a tap selects whole (without JavaScript too), and with JavaScript a
 * button that copies it and says so.
 */
export function PaymentCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const { canCopy, status, copy } = useCopyText(code);
  return (
    <>
      <span className="pay-info__code" data-testid="va-number">
        {code}
      </span>
      {canCopy ? (
        <button type="button" className="button pay-info__copy" onClick={copy}>
          {t("payInfo.copy")}
        </button>
      ) : null}
      <span className="pay-info__copied" role="status">
        {status === "copied" ? t("payInfo.copied") : ""}
      </span>
    </>
  );
}

/** What was booked: property, room type, dates, nights, rooms, guests and the total. */
export function BookedSummary({
  booked,
  total,
}: {
  booked: {
    hotel: string;
    hotelLang?: "id";
    roomType: string;
    roomTypeLang?: "id";
    cekin: string;
    cekout: string;
    durasi: number;
    rooms: number;
    guests: number;
  };
  total: number;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="booking-summary pay-info__summary" aria-labelledby="booked-title" data-testid="booked-summary">
      <h2 id="booked-title">{t("payInfo.summary")}</h2>
      <dl className="booking-summary__list">
        <dt>{t("payInfo.hotel")}</dt>
        <dd lang={booked.hotelLang}>{booked.hotel}</dd>
        <dt>{t("payInfo.roomType")}</dt>
        <dd lang={booked.roomTypeLang}>{booked.roomType}</dd>
        <dt>{t("payInfo.dates")}</dt>
        <dd>
          {formatDate(booked.cekin, "stay", language)} – {formatDate(booked.cekout, "stay", language)}
        </dd>
        <dt>{t("payInfo.nights")}</dt>
        <dd>{t("payInfo.nightsCount", { count: booked.durasi })}</dd>
        <dt>{t("payInfo.rooms")}</dt>
        <dd>{t("payInfo.roomsCount", { count: booked.rooms })}</dd>
        <dt>{t("payInfo.guests")}</dt>
        <dd>{t("payInfo.guestsCount", { count: booked.guests })}</dd>
        <dt>{t("payInfo.total")}</dt>
        <dd>{formatRupiah(total, language)}</dd>
      </dl>
    </section>
  );
}

/** The e-voucher of a paid booking, in the language it was booked in: what its e-mail says, and a print layout. */
export interface VoucherView {
  lang?: string;
  labels: {
    title: string;
    kodeBooking: string;
    stay: string;
    guests: string;
    address: string;
    map: string;
    total: string;
    manage: string;
  };
  hotel: string;
  hotelLang?: "id";
  roomType: string;
  roomTypeLang?: "id";
  alamat: string;
  map: string | null;
  rooms: number;
  guests: number;
  dates: string;
  /** The e-mail voucher's lines: "Check-in: Jum, 01-01-2027, mulai pukul 14:00 WIB", the extras, the phone. */
  checkIn: string;
  extras: string | null;
  total: string;
  phone: string | null;
  phoneHref: string | null;
  ordersHref: string;
}

export function PaidVoucher({ voucher, kode }: { voucher: VoucherView; kode: string }) {
  return (
    <div className="voucher" lang={voucher.lang} data-testid="voucher">
      <h2>{voucher.labels.title}</h2>
      <dl className="booking-facts">
        <dt>{voucher.labels.kodeBooking}</dt>
        <dd>{kode}</dd>
        <dt>{voucher.labels.stay}</dt>
        <dd>
          <span lang={voucher.hotelLang}>{voucher.hotel}</span> — <span lang={voucher.roomTypeLang}>{voucher.roomType}</span> ×{" "}
          {voucher.rooms}
          <br />
          {voucher.dates}
        </dd>
        <dt>{voucher.labels.guests}</dt>
        <dd>{voucher.guests}</dd>
        <dt>{voucher.labels.total}</dt>
        <dd data-testid="voucher-total">{voucher.total}</dd>
        <dt>{voucher.labels.address}</dt>
        <dd>
          {voucher.alamat}
          {voucher.map ? (
            <>
              {" "}
              <a href={voucher.map} rel="noopener noreferrer" target="_blank">
                {voucher.labels.map}
              </a>
            </>
          ) : null}
        </dd>
      </dl>
      <p data-testid="voucher-checkin">{voucher.checkIn}</p>
      {voucher.extras ? <p data-testid="voucher-extras">{voucher.extras}</p> : null}
      {voucher.phone ? (
        <p data-testid="voucher-phone">{voucher.phoneHref ? <a href={voucher.phoneHref}>{voucher.phone}</a> : voucher.phone}</p>
      ) : null}
      <p className="voucher__actions">
        <a href={voucher.ordersHref} data-testid="voucher-manage">
          {voucher.labels.manage}
        </a>
      </p>
    </div>
  );
}
