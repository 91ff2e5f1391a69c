/**
 * What a property still lacks before guests can find and book it, read the way the public search reads
 * it (app/models/hotel-search.server.ts): an active property with an active room type that has an active
 * unit. Prices and photos are steps of the guide too, but the search does not wait for them. Client-safe.
 */

export interface RoomTypeSetup {
  id: number;
  nama: string;
  aktif: boolean;
  hargaOnline: number;
  hargaOffline: number;
  /** Active units (what a booking can hold) and every unit. */
  units: number;
  allUnits: number;
  photos: number;
}

export interface PropertySetup {
  id: number;
  nama: string;
  aktif: boolean;
  cityId: number;
  cityNama: string;
  /** The cover photo (hotel.foto_key) and the gallery's photos. */
  hasCover: boolean;
  photos: number;
  roomTypes: RoomTypeSetup[];
}

/** One thing still missing, as a message key of the propertySetup catalogue and its values. */
export interface Missing {
  key: "noRoomTypes" | "noUnits" | "noActiveType" | "noOnlinePrice" | "noOfflinePrice" | "noPhoto" | "noTypePhoto" | "typeInactive" | "inactive";
  values?: { type: string };
}

export const SETUP_STEPS = ["details", "roomTypes", "units", "photos", "prices", "active"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export interface SetupReport {
  steps: { step: SetupStep; missing: Missing[] }[];
  /** Why the public search does not list the property; empty when it does. */
  hidden: Missing[];
  complete: boolean;
}

/** The checklist of a property and what keeps it off the public search. */
export function setupReport(setup: PropertySetup): SetupReport {
  const types = setup.roomTypes;
  const active = types.filter((t) => t.aktif);
  const missing: Record<SetupStep, Missing[]> = { details: [], roomTypes: [], units: [], photos: [], prices: [], active: [] };
  // Without a room type there are no units or prices yet either: those steps wait for it.
  if (types.length === 0) for (const step of ["roomTypes", "units", "prices"] as const) missing[step].push({ key: "noRoomTypes" });
  for (const t of types) {
    const type = { type: t.nama };
    if (t.units === 0) missing.units.push({ key: "noUnits", values: type });
    if (t.hargaOnline <= 0) missing.prices.push({ key: "noOnlinePrice", values: type });
    if (t.hargaOffline <= 0) missing.prices.push({ key: "noOfflinePrice", values: type });
    if (t.photos === 0) missing.photos.push({ key: "noTypePhoto", values: type });
    if (!t.aktif) missing.active.push({ key: "typeInactive", values: type });
  }
  if (!setup.hasCover && setup.photos === 0) missing.photos.unshift({ key: "noPhoto" });
  if (!setup.aktif) missing.active.unshift({ key: "inactive" });

  // The search's own conditions: hotel.aktif, room_type.aktif, and a free active unit of that type.
  const hidden: Missing[] = [];
  if (!setup.aktif) hidden.push({ key: "inactive" });
  if (types.length === 0) hidden.push({ key: "noRoomTypes" });
  else if (active.length === 0) hidden.push({ key: "noActiveType" });
  else if (!active.some((t) => t.units > 0)) hidden.push(...active.map((t) => ({ key: "noUnits" as const, values: { type: t.nama } })));

  const steps = SETUP_STEPS.map((step) => ({ step, missing: missing[step] }));
  return { steps, hidden, complete: hidden.length === 0 && steps.every((s) => s.missing.length === 0) };
}


/** A photo of a property's gallery (hotel_photo), in the order guests see them. */
export interface GalleryPhoto {
  id: number;
  fotoKey: string;
  caption: string | null;
}
