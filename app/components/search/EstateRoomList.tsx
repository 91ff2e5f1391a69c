import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/Link";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";
import { formatRupiah } from "~/utils/money";

export interface EstateRoomItem extends MaybeUntranslated {
  id: number;
  nama: string;
  kapasitas: number;
  price: { hargaMalam: number; totalPayment: number; variesByNight: boolean };
}

/**
 * The all-estates search's room types of one hotel, each with the price its room page shows for the stay
 * (per night and in total) and a link to it there.
 */
export function EstateRoomList({ hotel, rooms, href, nights }: { hotel: string; rooms: EstateRoomItem[]; href: string; nights: number }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (rooms.length === 0) return null;
  return (
    <ul className="estate-rooms" aria-label={t("search.results.estateRooms", { hotel })}>
      {rooms.map((room) => (
        <li key={room.id} className="estate-rooms__item" data-testid="estate-room">
          <Link to={`${href}#tipe-${room.id}`} className="estate-rooms__name" lang={langOf(room, "nama")}>
            {room.nama}
          </Link>
          <span className="estate-rooms__fact">{t("room.sleeps", { count: room.kapasitas })}</span>
          <span className="estate-rooms__price">
            <strong>{formatRupiah(room.price.hargaMalam, language)}</strong>{" "}
            {room.price.variesByNight ? t("rates.averageNightly") : t("room.perNight")}
          </span>
          <span className="estate-rooms__total" data-testid="estate-room-total">
            {t("search.results.roomTotal", {
              total: formatRupiah(room.price.totalPayment, language),
              nights: t("search.stay.nights", { count: nights }),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
