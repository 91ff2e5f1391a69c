import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { banner, city, destination, link } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { destinationCardColumns } from "./destination.server";
import { citiesOfForm } from "./hotel-search.server";
import { contentMemo } from "./content-memo.server";
import { batchPrepared, preparedQuery } from "./prepared.server";
import { localize } from "./translation.server";

const bannersQuery = preparedQuery("home.banners", (db) =>
  db
    .select({
      id: banner.id,
      judul: banner.judul,
      subjudul: banner.subjudul,
      fotoKey: banner.fotoKey,
      linkUrl: banner.linkUrl,
      promo: banner.promo,
    })
    .from(banner)
    .where(eq(banner.publish, true))
    .orderBy(asc(banner.urutan), asc(banner.id)),
);
const partnersQuery = preparedQuery("home.partners", (db) =>
  db
    .select({ id: link.id, nama: link.nama, url: link.url, fotoKey: link.fotoKey })
    .from(link)
    .where(and(eq(link.posisi, "CENTER"), isNotNull(link.fotoKey)))
    .orderBy(asc(link.urutan), asc(link.id)),
);
const destinationsQuery = preparedQuery("home.destinations", (db) =>
  db
    .select(destinationCardColumns)
    .from(destination)
    .leftJoin(city, eq(city.id, destination.cityId))
    .where(and(eq(destination.aktif, true), isNotNull(destination.fotoKey)))
    .orderBy(asc(destination.urutan), asc(destination.id)),
);

/**
 * Banners, partner links, destinations and the search form's cities of the home page, in the page's
 * language: one D1 round trip of queries prepared once, and one more for the English and French versions.
 */
async function readHomeContent(db: Db, _day: string, language: Language) {
  const [banners, partners, destinations, cities] = await batchPrepared(db, [
    bannersQuery.with(db, {}),
    partnersQuery.with(db, {}),
    destinationsQuery.with(db, {}),
    citiesOfForm.with(db, {}),
  ] as const);
  await localize(db, language, [
    { entity: "banner", rows: banners, fields: ["judul", "subjudul"] },
    { entity: "link", rows: partners, fields: ["nama"] },
    { entity: "destination", rows: destinations, fields: ["nama", "ringkasan"] },
  ]);
  return {
    // Links stored before URL fields were checked may hold anything: only a safe address is sent.
    banners: banners.map((b) => ({ ...b, linkUrl: safeHref(b.linkUrl, { relative: true }) ?? null })),
    // The queries filter out null keys; narrow the types to match.
    partners: partners.map((p) => ({
      ...p,
      url: safeHref(p.url, { schemes: CONTACT_SCHEMES, relative: true }) ?? "",
      fotoKey: p.fotoKey as string,
    })),
    destinations: destinations.map((d) => ({ ...d, fotoKey: d.fotoKey as string })),
    cities,
  };
}

/**
 * The home page's content: only an edit changes it, so each isolate reads it once per content version, day
 * and language, as the page shell (contentMemo, ADR 031). Shared by the requests that read it: frozen.
 */
export const getHomeContent = contentMemo(readHomeContent);

export type HomeContent = Awaited<ReturnType<typeof readHomeContent>>;
