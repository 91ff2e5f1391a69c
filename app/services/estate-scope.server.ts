import type { SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { MessageKey } from "~/i18n/message-key";
import type { Db } from "~/models/db.server";
import {
  chooseEstate,
  estateOf,
  hotelScopeOf,
  inHotelScope,
  isInHotelScope,
  type EstateChoice,
  type EstateKind,
  type HotelScope,
} from "~/models/staff-scope.server";
import { errorResponse, invariantResponse } from "~/utils/invariant";

/**
 * The one estate-scope guard of the back office. A staff account may work for some estates only
 * (`user_hotel`, ticked on /pengguna/{login}/edit; none = every estate): every staff loader and action
 * that names an estate, a unit, a room type, a booking, a refund, an OTA calendar, a desk block, an
 * outbox e-mail or a review asks here before it reads or writes it, and every list is filtered by
 * `scope`. Something outside the account's estates is refused exactly like something that does not
 * exist — the same 404 and the page's own "not found" words — so the answer tells nothing about other
 * estates, and nothing is written.
 */
export interface EstateGuard {
  /** The account's estates; null = every estate. */
  readonly scope: HotelScope;
  /** A WHERE condition keeping rows of the account's estates (undefined = every estate). */
  where(column: SQLiteColumn): SQL | undefined;
  /** Whether an estate is one of the account's. */
  includes(hotelId: number): boolean;
  /**
   * The estate (hotel id) of the thing `kind` `id` names when it is one of the account's; otherwise throws
   * 404 with `notFound`. An unparsed id (null) is refused the same way. An e-mail of no estate (account
   * mail) passes only for an account of every estate, and answers null.
   */
  require(kind: EstateKind, id: number | string | null, notFound: MessageKey): Promise<number | null>;
  /**
   * The same question without the refusal, for a form field naming the thing (a unit picked on a form of a
   * property already required): false for another estate's and for an unknown one alike, so the form
   * answers both with its own field error.
   */
  allows(kind: EstateKind, id: number | string | null): Promise<boolean>;
}

export async function estateGuard(db: Db, userId: number): Promise<EstateGuard> {
  const scope = await hotelScopeOf(db, userId);
  const resolve = async (kind: EstateKind, id: number | string | null) => {
    const hotelId = id === null ? undefined : await estateOf(db, kind, id);
    const allowed = hotelId !== undefined && (hotelId === null ? scope === null : isInHotelScope(hotelId, scope));
    return { allowed, hotelId: hotelId ?? null };
  };
  return {
    scope,
    where: (column) => inHotelScope(column, scope),
    includes: (hotelId) => isInHotelScope(hotelId, scope),
    async require(kind, id, notFound) {
      const { allowed, hotelId } = await resolve(kind, id);
      invariantResponse(allowed, notFound, { status: 404 });
      return hotelId;
    },
    allows: async (kind, id) => (await resolve(kind, id)).allowed,
  };
}

/** How every back-office page refuses a `?hotel=` it cannot show: the same status and words everywhere. */
const REFUSALS = {
  badHotel: { key: "desk.errors.badHotel", status: 400 },
  outOfScope: { key: "desk.errors.outOfScope", status: 404 },
} as const;

/**
 * The estates the signed-in account works for and the one the query's `?hotel=` picks (`hotelId` null when
 * none is): 400 for a malformed id, 404 for an unknown estate or one outside the account's estates.
 */
export async function requireEstateChoice(params: URLSearchParams, db: Db, userId: number) {
  const choice = await chooseEstate(db, userId, params.get("hotel"));
  if (!choice.ok) throw errorResponse(REFUSALS[choice.reason].key, { status: REFUSALS[choice.reason].status });
  return choice satisfies EstateChoice;
}

/**
 * The property a per-property back-office page shows (`?hotel=`, else the first of the account's) and the
 * list to pick another from; `hotel` is null only when the account has no estate to show.
 */
export async function chosenDeskHotel(request: Request, db: Db, userId: number) {
  const { estates, hotelId } = await requireEstateChoice(new URL(request.url).searchParams, db, userId);
  const hotels = estates.map(({ id, nama }) => ({ id, nama }));
  const hotel = hotelId === null ? (hotels[0] ?? null) : (hotels.find((h) => h.id === hotelId) ?? null);
  return { hotels, hotel };
}
