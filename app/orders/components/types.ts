import type { ExtraBasis, PaymentCategory, PaymentChannel, RoomKind } from "~/db/schema";
import type { Option } from "~/orders/rules/booking-form";
import type { GuestRules } from "~/orders/rules/guest-rules";
import type { FeeRule, NightPrice, PromoInput } from "~/orders/rules/pricing";
import type { RoomStatus } from "~/utils/search-views";
import type { StayRuleBreach } from "~/orders/rules/stay-rules";
import type { CancelTerms } from "~/orders/rules/cancellation";
import type { MaybeUntranslated } from "~/utils/content-lang";

/** The booking page's stay, room type and price, as the loader sends them. */
export interface SummaryView {
  hotel: { nama: string } & MaybeUntranslated;
  roomType: { nama: string; ket: RoomKind; cancelTerms: CancelTerms } & MaybeUntranslated;
  durasi: number;
  kamar: number;
  tamu: number;
  totalPayment: number;
  status: RoomStatus;
  /** The stay rule the stay breaks, when status is "closed". */
  breach: StayRuleBreach | null;
  jumlahAvailable: number;
  roomPage: string;
  price: { totalHargaOnly: number; totalTaxOnly: number; totalPerKamar: number; totalPayment: number };
  stay: { cekin: string; cekout: string; durasi: number; tamu: number; kamar: number };
  /** What the pricing module needs to price the stay with the extras the guest picks (`summaryPrice`). */
  pricing: { room: PromoInput; nights: NightPrice[]; fees: FeeRule[] };
}

export interface ExtraOption extends Option, MaybeUntranslated {
  harga: number;
  basis: ExtraBasis;
}

export interface MethodOption extends Option, MaybeUntranslated {
  groupId: number;
  kategori: PaymentCategory;
  channel: PaymentChannel;
  /** The largest total the method takes (convenience stores); null = no cap. */
  batasNominal: number | null;
  logoKey: string | null;
}

/** The fixed lists of the booking form. */
export interface BookingOptions {
  identities: (Option & MaybeUntranslated)[];
  countries: Option[];
  extras: ExtraOption[];
  groups: (Option & MaybeUntranslated)[];
  methods: MethodOption[];
  /** Which country is Indonesia and which rule each identity type follows. */
  guestRules: GuestRules;
}

/** What every step of the wizard reads from the page's loader. */
export interface BookingPage {
  summary: SummaryView;
  options: BookingOptions;
  turnstileSiteKey: string | null;
}
