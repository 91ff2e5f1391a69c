import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { RoomPhotos } from "~/components/room/RoomPhotos";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { formatRupiah } from "~/utils/money";
import { starLevel } from "~/utils/search-filters";
import type { RoomTypeOffer } from "~/utils/search-views";
import { langOf } from "~/utils/content-lang";
import { stayRuleMessage } from "~/orders/rules/stay-rules";
import { NightlyPriceStrip } from "./NightlyPriceStrip";
import { policyDescription } from "~/orders/rules/cancellation";
import { useMessage } from "~/components/account/useMessage";
import { PriceBreakdown } from "./PriceBreakdown";
import { PromoNote } from "./PromoNote";
import { RatingStars } from "./RatingStars";

/**
 * One room type of the room page: its photos, capacity, size, facilities, promo, prices for the stay,
 * the price breakdown, free units, and the way to book it (or why it cannot be booked).
 */
export function RoomTypeCard({
  room,
  stay,
  bookHref,
}: {
  room: RoomTypeOffer;
  stay: { tamu: number; kamar: number; durasi: number };
  bookHref: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const policy = policyDescription(room.cancelTerms);
  const language = usePageLanguage();
  const money = (amount: number) => formatRupiah(amount, language);
  const kind = t(`room.kind.${room.ket}`);
  const titleId = `room-${room.id}-title`;
  const availabilityId = `room-${room.id}-availability`;
  const promo = room.price.discPersenPromo > 0;
  const action = t(`room.book.${room.ket}`);

  let availability: string;
  switch (room.status) {
    case "available":
      availability = t("room.available", { kind, count: room.jumlahAvailable });
      break;
    case "soldOut":
      availability = t("room.soldOut", { kind });
      break;
    case "notEnough":
      availability = t("room.notEnough", { units: t(`room.unit.${room.ket}`, { count: room.jumlahAvailable }), wanted: stay.kamar });
      break;
    case "tooSmall":
      availability = t("room.tooSmall", {
        guests: t("search.stay.guests", { count: stay.tamu }),
        units: t(`room.unit.${room.ket}`, { count: stay.kamar }),
      });
      break;
    case "closed":
      availability = room.breach ? stayRuleMessage(t, room.breach, language) : t("rates.notBookable");
      break;
  }

  return (
    <article className="room-card" id={`tipe-${room.id}`} aria-labelledby={titleId}>
      <div className="room-card__media">
        <RoomPhotos fotoKeys={room.photos} name={room.nama} />
      </div>

      <div className="room-card__body">
        <p className="room-card__kind">{kind}</p>
        <h3 className="room-card__title" id={titleId} lang={langOf(room, "nama")}>
          {room.nama}
        </h3>
        <ul className="room-card__facts">
          <li>{t("room.sleeps", { count: room.kapasitas })}</li>
          {room.luas ? <li>{t("room.size", { luas: room.luas })}</li> : null}
          {room.tipeBed ? (
            <li>
              {t("room.bedLabel")} <span lang={langOf(room, "tipeBed")}>{room.tipeBed}</span>
            </li>
          ) : null}
        </ul>
        {room.keterangan ? (
          <p className="room-card__note" lang={langOf(room, "keterangan")}>
            {room.keterangan}
          </p>
        ) : null}
        {room.ratingAvg !== null ? (
          <p className="room-card__rating">
            <RatingStars level={starLevel(room.ratingAvg)} rating={room.ratingAvg} />
            <span>{t("search.rating.reviews", { count: room.ratingCount })}</span>
          </p>
        ) : null}
        {room.facilities.length > 0 ? (
          <>
            <h4 className="visually-hidden">{t("room.facilities")}</h4>
            <ul className="tags">
              {room.facilities.map((f) => (
                <li key={f.nama} className="tag" lang={langOf(f, "nama")}>
                  {f.nama}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {room.fasWebHtml ? (
          <div className="rich-text" lang={langOf(room, "fasWeb")} dangerouslySetInnerHTML={{ __html: room.fasWebHtml }} />
        ) : null}
      </div>

      <div className="room-card__offer">
        <PromoNote room={room} />
        {promo ? (
          <p className="price price--was">
            <span className="visually-hidden">{t("room.normalPrice")}: </span>
            <s>{money(room.price.hargaOnline)}</s>
          </p>
        ) : null}
        <p className="price price--online">
          <span className="price__label">{t("room.onlinePrice")}</span>
          <strong className="price__amount">{money(room.price.hargaMalam)}</strong>
          <span className="price__unit">{room.price.variesByNight ? t("rates.averageNightly") : t("room.perNight")}</span>
        </p>
        <p className="price price--offline">{t("room.offlinePrice", { price: money(room.price.hargaOffline) })}</p>
        <p className="room-card__total">
          <span className="room-card__total-label">{t("room.total")}</span>
          <strong className="room-card__total-amount">{money(room.price.totalPayment)}</strong>
          <span className="room-card__total-for">
            {t("room.totalFor", {
              nights: t("search.stay.nights", { count: stay.durasi }),
              units: t(`room.unit.${room.ket}`, { count: stay.kamar }),
            })}
          </span>
        </p>
        <details className="price-detail">
          <summary>{t("room.detail")}</summary>
          <PriceBreakdown lines={room.price.detailHarga} unitKind={room.ket} />
        </details>
        <p className="room-card__policy" data-testid="room-policy">
          {message(policy.key, policy.values)}
        </p>
        <p id={availabilityId} className={`availability availability--${room.status}`}>
          {availability}
        </p>
        {room.status === "available" ? (
          <Link to={bookHref} className="button button--primary room-card__book" aria-label={t("room.bookLabel", { action, nama: room.nama })}>
            {action}
          </Link>
        ) : room.status === "closed" ? null : (
          <button type="button" className="button button--primary room-card__book" disabled aria-describedby={availabilityId}>
            {action}
          </button>
        )}
      </div>
      <NightlyPriceStrip strip={room.strip} nama={room.nama} id={`room-${room.id}-strip`} />
    </article>
  );
}
