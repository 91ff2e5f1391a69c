import type { ExtraBasis, RoomKind } from "~/db/schema";
import type { Language } from "~/i18n/config";
import type { MessageKey, Translate } from "~/i18n/message-key";
import { formatRupiah } from "~/utils/money";
import { chargeLines, type ChargeLine, type ChargeSheet } from "./pricing";
import { nightGroups } from "./rincian-malam";

/**
 * How amounts and extras are worded wherever a booking's money is shown — the booking page, the
 * payment page, the e-mails, the back-office — so all of them say the same thing about the same numbers.
 */
export const EXTRA_BASIS_LABELS = {
  PER_STAY: "bookingPrice.basis.PER_STAY",
  PER_NIGHT: "bookingPrice.basis.PER_NIGHT",
  PER_PERSON: "bookingPrice.basis.PER_PERSON",
  PER_PERSON_NIGHT: "bookingPrice.basis.PER_PERSON_NIGHT",
  PER_TRIP: "bookingPrice.basis.PER_TRIP",
} as const satisfies Record<ExtraBasis, MessageKey>;

const QUANTITY_LABELS = {
  PER_STAY: "bookingPrice.quantity.PER_STAY",
  PER_NIGHT: "bookingPrice.quantity.PER_NIGHT",
  PER_PERSON: "bookingPrice.quantity.PER_PERSON",
  PER_PERSON_NIGHT: "bookingPrice.quantity.PER_PERSON_NIGHT",
  PER_TRIP: "bookingPrice.quantity.PER_TRIP",
} as const satisfies Record<ExtraBasis, MessageKey>;

/** An extra's price as offered: "Rp. 125.000 / orang" (amounts in `language`'s format). */
export function extraUnitPrice(message: Translate, harga: number, basis: ExtraBasis, language: Language = "id"): string {
  return message("bookingPrice.unitPrice", { harga: formatRupiah(harga, language), basis: message(EXTRA_BASIS_LABELS[basis]) });
}

export interface ChargeContext {
  kind: RoomKind;
  /** The language amounts are written in (Indonesian when not given). */
  language?: Language;
  nights: number;
  guests: number;
}

export interface ChargeRow {
  key: string;
  label: string;
  amount: number;
  /** For the rooms when the nights are priced differently: "2 malam × Rp 625.000, 1 malam × Rp 500.000". */
  detail?: string;
  /** For an extra, the name as it appears in the label, and "id" when it is the Indonesian fallback. */
  nama?: string;
  lang?: "id";
}

function extraQuantityText(
  message: Translate,
  line: Extract<ChargeLine, { kind: "extra" }>,
  stay: ChargeContext,
): string {
  return message(QUANTITY_LABELS[line.basis], {
    harga: formatRupiah(line.harga, stay.language),
    nights: message("search.stay.nights", { count: stay.nights }),
    guests: message("search.stay.guests", { count: stay.guests }),
    trips: message("bookingPrice.trips", { count: line.qty }),
  });
}

/** The nights of the stay grouped by price, when they are not all priced the same. */
function nightsDetail(message: Translate, sheet: ChargeSheet, money: (amount: number) => string): { detail?: string } {
  const groups = nightGroups(sheet.malam ?? []);
  if (groups.length < 2) return {};
  const text = groups.map((g) =>
    message("rates.nightsAt", { nights: message("search.stay.nights", { count: g.nights }), price: money(g.harga) }),
  );
  return { detail: text.join(", ") };
}

/** The lines of a booking's amounts, worded: rooms, tax and fees, each extra (they sum to the total). */
export function chargeRows(message: Translate, sheet: ChargeSheet, stay: ChargeContext): ChargeRow[] {
  const units = (count: number) => message(`room.unit.${stay.kind}`, { count });
  const money = (amount: number) => formatRupiah(amount, stay.language);
  return chargeLines(sheet).map((line, index) => {
    switch (line.kind) {
      case "rooms":
        return {
          key: "rooms",
          label: message("bookingPrice.rooms", { perUnit: money(line.perRoom), units: units(line.rooms) }),
          amount: line.amount,
          ...nightsDetail(message, sheet, money),
        };
      case "fees":
        return {
          key: "fees",
          label: message("bookingPrice.fees", { perUnit: money(line.perRoom), units: units(line.rooms) }),
          amount: line.amount,
        };
      case "extra":
        return {
          key: `extra-${index}`,
          label: message("bookingPrice.extra", { nama: line.nama, quantity: extraQuantityText(message, line, stay) }),
          amount: line.amount,
          nama: line.nama,
          lang: line.lang,
        };
    }
  });
}

/** The same lines as plain text, one per line, ending with the total (for e-mails). */
export function chargeText(message: Translate, sheet: ChargeSheet, stay: ChargeContext): string {
  const rows = chargeRows(message, sheet, stay).map(
    (row) => `${row.label}${row.detail ? ` (${row.detail})` : ""}: ${formatRupiah(row.amount, stay.language)}`,
  );
  return [...rows, `${message("bookingPrice.total")}: ${formatRupiah(sheet.total, stay.language)}`].join("\n");
}
