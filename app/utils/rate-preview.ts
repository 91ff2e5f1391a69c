import type { MaybeUntranslated } from "./content-lang";
import type { NightPrices, NightState } from "./rate-plan";
import type { RateChangeKind } from "./rate-change";

/** What the rate grid's confirmations show (docs/decisions/038): a change to review, and a change to undo. */

/** One night of the confirmation: what it has now and what the change would make it. */
export interface PreviewNight {
  date: string;
  holiday: { nama: string; untranslated?: string[] } | null;
  before: NightPrices & { rules: NightState };
  after: NightPrices & { rules: NightState };
}

/** The confirmation of one room type: the nights it changes as usual (grouped by price), and those different now. */
export interface PreviewRoomType {
  id: number;
  nama: string;
  hotelNama: string;
  untranslated?: string[];
  /** Nights the change writes whatever staff choose, grouped by their prices now and after. */
  ordinary: { count: number; before: NightPrices; after: NightPrices }[];
  /** Nights left as they are by the change. */
  unchanged: number;
  different: PreviewNight[];
}

export interface RatePreview {
  /** The change as checked, as form fields to post again with the confirmation. */
  fields: [string, string][];
  roomTypes: PreviewRoomType[];
}

/** A change of the rate grid as its undo shows it. */
export interface UndoableChange {
  changeId: string;
  principal: string;
  at: string;
  kind: RateChangeKind;
  from: string;
  to: string;
  nilai: number | null;
  roomTypes: ({ id: number; nama: string; hotelNama: string; nights: number } & MaybeUntranslated)[];
  /** A room type of the change has had a later change since: that one is to be undone first. */
  blocked: boolean;
}
