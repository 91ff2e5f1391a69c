import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import {
  country,
  extra,
  guest,
  identityType,
  paymentGroup,
  paymentHowto,
  paymentMethod,
  province,
  regency,
  type LangKey,
} from "~/db/schema";
import type { Language } from "~/i18n/config";
import { localiseCountries } from "~/utils/countries";
import { identityKind, type GuestRules } from "~/orders/rules/guest-rules";
import { readPhone } from "~/utils/phone.server";
import { sanitizeHtml } from "~/utils/sanitize-html";
import type { MaybeUntranslated } from "~/utils/content-lang";
import { group } from "./localize-group.server";
import { localize } from "./translation.server";

/** Reference lists of the booking form and the guest record of a signed-in visitor. */
export interface Option {
  id: number;
  nama: string;
}

export function listProvinces(db: Db, countryId: number): Promise<Option[]> {
  return db
    .select({ id: province.id, nama: province.nama })
    .from(province)
    .where(eq(province.countryId, countryId))
    .orderBy(asc(province.nama));
}

export function listRegencies(db: Db, provinceId: number): Promise<Option[]> {
  return db
    .select({ id: regency.id, nama: regency.nama })
    .from(regency)
    .where(eq(regency.provinceId, provinceId))
    .orderBy(asc(regency.nama));
}

function listIndonesianProvinces(db: Db): Promise<Option[]> {
  return db
    .select({ id: province.id, nama: province.nama })
    .from(province)
    .innerJoin(country, eq(country.id, province.countryId))
    .where(eq(country.kode, "ID"))
    .orderBy(asc(province.nama));
}

/**
 * The province list of a chosen country and the regency list of a chosen province. With no country
 * chosen yet, Indonesia's provinces: only Indonesians are asked for them, and a form without JavaScript
 * then needs no refresh before choosing one.
 */
export async function getRegionOptions(db: Db, countryId: number | null, provinceId: number | null) {
  const [provinces, regencies] = await Promise.all([
    countryId === null ? listIndonesianProvinces(db) : listProvinces(db, countryId),
    provinceId === null ? [] : listRegencies(db, provinceId),
  ]);
  return { provinces, regencies };
}

/** Which country is Indonesia and which rule each identity type follows (see `GuestRules`). */
function guestRulesOf(identities: Option[], countries: { id: number; kode: string }[]): GuestRules {
  return {
    indonesia: countries.find((c) => c.kode === "ID")?.id ?? null,
    identityKinds: Object.fromEntries(identities.map((i) => [String(i.id), identityKind(i.nama)])),
  };
}

/** The guest rules alone, for an action that checks a guest form: with the server's phone reader. */
export async function getGuestRules(db: Db): Promise<GuestRules> {
  const [identities, countries] = await db.batch([
    db.select({ id: identityType.id, nama: identityType.nama }).from(identityType),
    db.select({ id: country.id, kode: country.kode }).from(country).where(eq(country.kode, "ID")),
  ]);
  return { ...guestRulesOf(identities, countries), readPhone };
}

/**
 * The booking form's fixed lists (all but the region lists, which follow the chosen country), in one round
 * trip, in the page's language: identity types, extras, payment groups and methods through their
 * translations (each fallback listed in the row's `untranslated`), countries by their ISO code,
 * Indonesia and the frequent ones first.
 */
export async function getBookingFormOptions(db: Db, language: Language) {
  const [identities, countryRows, extras, groups, methods] = await db.batch([
    db.select({ id: identityType.id, nama: identityType.nama }).from(identityType).orderBy(asc(identityType.id)),
    db.select({ id: country.id, kode: country.kode, nama: country.nama }).from(country),
    db
      .select({ id: extra.id, nama: extra.nama, harga: extra.harga, basis: extra.basis })
      .from(extra)
      .where(eq(extra.aktif, true))
      .orderBy(asc(extra.id)),
    db
      .select({ id: paymentGroup.id, kode: paymentGroup.kode, nama: paymentGroup.nama })
      .from(paymentGroup)
      .where(eq(paymentGroup.aktif, true))
      .orderBy(asc(paymentGroup.urutan), asc(paymentGroup.id)),
    db
      .select({
        id: paymentMethod.id,
        groupId: paymentMethod.groupId,
        nama: paymentMethod.nama,
        kategori: paymentMethod.kategori,
        channel: paymentMethod.channel,
        batasNominal: paymentMethod.batasNominal,
        logoKey: paymentMethod.logoKey,
      })
      .from(paymentMethod)
      .innerJoin(paymentGroup, eq(paymentGroup.id, paymentMethod.groupId))
      .where(and(eq(paymentMethod.aktif, true), eq(paymentGroup.aktif, true)))
      .orderBy(asc(paymentMethod.urutan), asc(paymentMethod.id)),
  ]);
  // The rules read the identity types' Indonesian names: worked out before they are translated.
  const guestRules = guestRulesOf(identities, countryRows);
  await localize(db, language, [
    group({ entity: "identity_type", rows: identities, fields: ["nama"] }),
    group({ entity: "extra", rows: extras, fields: ["nama"] }),
    group({ entity: "payment_group", rows: groups, fields: ["nama"] }),
    group({ entity: "payment_method", rows: methods, fields: ["nama"] }),
  ]);
  const countries = localiseCountries(countryRows, language);
  return { identities, countries, extras, groups, methods, guestRules };
}

export type BookingFormOptions = Awaited<ReturnType<typeof getBookingFormOptions>>;

/**
 * The guest record of a signed-in account: only a row linked to it, which only the account's own
 * bookings with its own verified e-mail write (see `createReservation`). A row that merely carries the
 * account's e-mail may hold what a stranger typed, so it is never shown.
 */
export async function findGuestForUser(db: Db, user: { id: number }) {
  const [row] = await db
    .select({
      id: guest.id,
      nama: guest.nama,
      identityTypeId: guest.identityTypeId,
      noIdentitas: guest.noIdentitas,
      countryId: guest.countryId,
      provinceId: guest.provinceId,
      regencyId: guest.regencyId,
      email: guest.email,
      telepon: guest.telepon,
    })
    .from(guest)
    .where(eq(guest.userId, user.id))
    .orderBy(desc(guest.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The how-to steps of a payment method (spec: cara_bayar) in `language` — the booking's, whoever reads
 * them; each fallback listed in the row's `untranslated`. `deskripsi` is sanitised HTML.
 */
export async function listHowtos(db: Db, methodId: number, language: Language) {
  const rows = await db
    .select({ id: paymentHowto.id, nama: paymentHowto.nama, deskripsi: paymentHowto.deskripsi })
    .from(paymentHowto)
    .where(eq(paymentHowto.methodId, methodId))
    .orderBy(asc(paymentHowto.urutan), asc(paymentHowto.id));
  const howtos = rows.map((row) => ({ ...row, deskripsi: sanitizeHtml(row.deskripsi) }));
  await localize(db, language, [group({ entity: "payment_howto", rows: howtos, fields: ["nama", "deskripsi"] })]);
  return howtos as (typeof howtos[number] & MaybeUntranslated)[];
}

export interface GuestInput {
  nama: string;
  identityTypeId: number;
  noIdentitas: string;
  countryId: number;
  provinceId: number | null;
  regencyId: number | null;
  email: string;
  telepon: string;
}

/** The signed-in account making a booking; its e-mail address is verified (only activated accounts sign in). */
export interface BookingAccount {
  id: number;
  email: string;
}

/**
 * The guest row a booking refers to (spec: guest, created or updated by e-mail). Only the owner of an
 * e-mail address may change the row of that address: a signed-in account booking with its own verified
 * e-mail updates the row and links it to the account. Any other booking — anonymous, or an account
 * typing someone else's address — only creates the row when the address is new and never touches an
 * existing one; what it typed lives in the reservation's own snapshot.
 */
export function guestStatement(
  db: Db,
  g: GuestInput,
  email: string,
  account: BookingAccount | null,
  langKey: LangKey,
  now: Date,
) {
  const owner = account !== null && account.email.trim().toLowerCase() === email ? account.id : null;
  const details = {
    nama: g.nama,
    identityTypeId: g.identityTypeId,
    noIdentitas: g.noIdentitas,
    countryId: g.countryId,
    provinceId: g.provinceId,
    regencyId: g.regencyId,
    telepon: g.telepon,
    langKey,
  };
  const insert = db.insert(guest).values({ ...details, email, userId: owner });
  if (owner === null) return insert.onConflictDoNothing({ target: guest.email });
  return insert.onConflictDoUpdate({ target: guest.email, set: { ...details, userId: owner, updatedAt: now } });
}
