import { useTranslation } from "react-i18next";
import { MarkedName } from "~/orders/components/MarkedName";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { RoomKind } from "~/db/schema";
import { formatRupiah as formatMoney } from "~/utils/money";

/** The pricing module's breakdown line, as the page receives it. */
export type PriceLineData =
  | { kind: "room"; nights: number; nightly: number; amount: number; from: string }
  | { kind: "promo"; percent: number; nights: number; perNight: number | null; amount: number }
  | { kind: "fee"; nama: string; jenis: "PERCENT" | "FIXED"; nilai: number; nights: number; amount: number; lang?: "id" }
  | { kind: "rooms"; rooms: number; perRoom: number; amount: number };

/** The spec's detail_harga: how the total of a stay is made, line by line. */
export function PriceBreakdown({ lines, unitKind }: { lines: PriceLineData[]; unitKind: RoomKind }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatRupiah = (amount: number) => formatMoney(amount, language);
  const nights = (count: number) => t("search.stay.nights", { count });
  const unitName = t(`room.kind.${unitKind}`).toLowerCase();
  const rows: { label: string; amount: string; strong?: boolean; nama?: string; lang?: "id" }[] = [];
  for (const line of lines) {
    switch (line.kind) {
      case "room":
        rows.push({ label: t("room.line.room", { price: formatRupiah(line.nightly), nights: nights(line.nights) }), amount: formatRupiah(line.amount) });
        break;
      case "promo":
        rows.push({
          // Nights priced differently get different discounts: then only the percent and the total.
          label:
            line.perNight === null
              ? t("rates.promoVaries", { percent: line.percent })
              : t("room.line.promo", { percent: line.percent, price: formatRupiah(line.perNight), nights: nights(line.nights) }),
          amount: `−${formatRupiah(line.amount)}`,
        });
        break;
      case "fee":
        rows.push({
          label:
            line.jenis === "PERCENT"
              ? t("room.line.feePercent", { nama: line.nama, nilai: line.nilai })
              : t("room.line.feeFixed", { nama: line.nama, price: formatRupiah(line.nilai), nights: nights(line.nights) }),
          amount: formatRupiah(line.amount),
          nama: line.nama,
          lang: line.lang,
        });
        break;
      case "rooms":
        rows.push({ label: t("room.line.perUnit", { unit: unitName }), amount: formatRupiah(line.perRoom), strong: true });
        rows.push({
          label: t("room.line.rooms", { units: t(`room.unit.${unitKind}`, { count: line.rooms }) }),
          amount: formatRupiah(line.amount),
          strong: true,
        });
        break;
    }
  }
  return (
    <dl className="price-lines">
      {rows.map((row, i) => (
        <div key={i} className={row.strong ? "price-lines__row price-lines__row--total" : "price-lines__row"}>
          <dt>
            <MarkedName label={row.label} nama={row.nama} lang={row.lang} />
          </dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
