import { listDeskHotels } from "~/models/front-desk-list.server";
import type { Db } from "~/models/db.server";
import { hotelScopeOf, isInHotelScope } from "~/models/staff-scope.server";
import { errorResponse } from "~/utils/invariant";
import { parseId } from "~/utils/route-params";

/**
 * The property a per-property back-office page shows (`?hotel=`, else the first one) and the list to pick
 * another from, among the estates the signed-in account works for (`user_hotel`): 400 for a malformed id,
 * 404 for an unknown one or one outside the account's estates; `hotel` is null only when there are none.
 */
export async function chosenDeskHotel(request: Request, db: Db, userId: number) {
  const raw = new URL(request.url).searchParams.get("hotel") || null;
  const id = raw === null ? null : parseId(raw);
  if (raw !== null && id === null) throw errorResponse("desk.errors.badHotel", { status: 400 });
  const [all, scope] = await Promise.all([listDeskHotels(db), hotelScopeOf(db, userId)]);
  const hotels = all.filter((h) => isInHotelScope(h.id, scope));
  const hotel = id === null ? (hotels[0] ?? null) : (hotels.find((h) => h.id === id) ?? null);
  if (id !== null && !hotel) throw errorResponse("desk.errors.badHotel", { status: 404 });
  return { hotels, hotel };
}
