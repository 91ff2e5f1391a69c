import type { Db } from "~/models/db.server";
import { chooseEstate, type EstateChoice } from "~/models/staff-scope.server";
import { errorResponse } from "~/utils/invariant";

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
