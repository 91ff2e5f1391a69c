import type { CancelTerms } from "~/orders/rules/cancellation";
import type { RoomKind } from "~/db/schema";
import type { PromoInput, StayPrice } from "~/orders/rules/pricing";
import type { PriceStrip } from "./price-strip";
import type { StayRuleBreach } from "~/orders/rules/stay-rules";
import type { MaybeUntranslated } from "./content-lang";

/**
 * What the search pages show of a hotel and of a room type: built by the models (hotel-search,
 * room-page) and drawn by the cards (HotelCard, RoomTypeCard), so both sides name one type.
 */

/** One hotel in the search results (spec §3 "hotel search result"). */
export interface HotelResult extends MaybeUntranslated {
  idHotel: number;
  namaHotel: string;
  /** The hotel's city (its estate's search and room page URLs name it). */
  cityId: number;
  /** Accommodation type id and name (the spec's `ket`). */
  jenisId: number;
  ket: string;
  alamat: string;
  ratingAvg: number;
  ratingCount: number;
  pop: number;
  /** Lowest online price per night after promo among the room types that fit the search ("from" price). */
  hargaOnline: number;
  /** Lowest offline (walk-in) price per night among the same room types. */
  hargaOffline: number;
  fotoKey: string | null;
}

/** How a room type stands for the searched stay ("closed": the stay breaks a stay rule of the rate calendar). */
export type RoomStatus = "available" | "notEnough" | "soldOut" | "tooSmall" | "closed";

/** `untranslated` names the fields (nama, tipeBed, keterangan, fasWeb, ketPromo) shown in Indonesian. */
export interface RoomTypeOffer extends MaybeUntranslated {
  id: number;
  nama: string;
  ket: RoomKind;
  kapasitas: number;
  luas: number | null;
  tipeBed: string | null;
  keterangan: string | null;
  /** Sanitised HTML. */
  fasWebHtml: string;
  facilities: ({ nama: string } & MaybeUntranslated)[];
  photos: string[];
  ratingAvg: number | null;
  ratingCount: number;
  /** Free units for the whole stay (`jumlah_available`). */
  jumlahAvailable: number;
  status: RoomStatus;
  /** The stay rule the stay breaks (status "closed"), for the message saying why. */
  breach: StayRuleBreach | null;
  /** The room type's promo and when it applies (null: none), also when it applies to no night of this stay. */
  promo: PromoInput | null;
  price: StayPrice;
  /** The nightly prices of the 30 days from check-in. */
  strip: PriceStrip;
  /** The room type's cancellation policy (docs/decisions/027). */
  cancelTerms: CancelTerms;
}
