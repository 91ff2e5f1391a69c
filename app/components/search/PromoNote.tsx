import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { langOf } from "~/utils/content-lang";
import { promoConditions } from "~/utils/promo-label";
import type { RoomTypeOffer } from "~/utils/search-views";

/**
 * A room type's promo on the room page: its percent and text, when it applies ("Berlaku: menginap hari
 * Minggu–Kamis · kecuali hari libur"), and what that means for the stay searched — applied to every night,
 * to some of them, or to none (then it says so, and the prices shown carry no discount).
 */
export function PromoNote({ room }: { room: RoomTypeOffer }) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const promo = room.promo;
  if (!promo) return null;
  const { discPersenPromo, promoNights, nights } = room.price;
  const applied = discPersenPromo > 0;
  const conditions = promoConditions(message, promo.validity, language);
  return (
    <div className={applied ? "promo" : "promo promo--inactive"} data-testid="room-promo">
      <p className="promo__head">
        <span className="promo__badge">{t("room.promo", { percent: promo.discPersenPromo })}</span>
        {promo.ketPromo ? (
          <span className="promo__text" lang={langOf(room, "ketPromo")}>
            {promo.ketPromo}
          </span>
        ) : null}
      </p>
      {conditions.length > 0 ? (
        <p className="promo__when">{t("rates.promo.validFor", { conditions: conditions.join(" · ") })}</p>
      ) : null}
      {!applied ? (
        <p className="promo__when">{t("rates.promo.notThisStay")}</p>
      ) : promoNights < nights ? (
        <p className="promo__when">{t("rates.promo.someNights", { count: promoNights, total: nights })}</p>
      ) : null}
    </div>
  );
}
