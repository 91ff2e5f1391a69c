import { listDeskHotels } from "~/models/front-desk-list.server";
import type { Db } from "~/models/db.server";
import { errorResponse } from "~/utils/invariant";
import { parseId } from "~/utils/route-params";

/**
 * The property a per-property back-office page shows (`?hotel=`, else the first one) and the list to pick
 * another from: 400 for a malformed id, 404 for an unknown one; `hotel` is null only when there are none.
 */
export async function chosenDeskHotel(request: Request, db: Db) {
  const raw = new URL(request.url).searchParams.get("hotel") || null;
  const id = raw === null ? null : parseId(raw);
  if (raw !== null && id === null) throw errorResponse("desk.errors.badHotel", { status: 400 });
  const hotels = await listDeskHotels(db);
  const hotel = id === null ? (hotels[0] ?? null) : (hotels.find((h) => h.id === id) ?? null);
  if (id !== null && !hotel) throw errorResponse("desk.errors.badHotel", { status: 404 });
  return { hotels, hotel };
}
