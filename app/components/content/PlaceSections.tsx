import type { ReactNode } from "react";
import { MapLinks } from "~/components/ui/MapLinks";
import { PhotoGrid } from "~/components/ui/PhotoGrid";
import { RichText } from "~/components/ui/RichText";
import { langOf, type MaybeUntranslated } from "~/utils/content-lang";

/** The photo gallery section of a place page (cafe, destination), or its empty state. */
export function GallerySection({
  id,
  title,
  emptyText,
  placeName,
  placeLang,
  photos,
}: {
  id: string;
  title: string;
  emptyText: string;
  placeName: string;
  /** The place name's language when it is not the page's (an untranslated name). */
  placeLang?: string;
  photos: ({ id: number; fotoKey: string; nama: string | null } & MaybeUntranslated)[];
}) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      {photos.length > 0 ? (
        <PhotoGrid
          label={title}
          photos={photos.map((g) => ({
            id: g.id,
            fotoKey: g.fotoKey,
            alt: g.nama ?? placeName,
            caption: g.nama,
            lang: g.nama ? langOf(g, "nama") : placeLang,
          }))}
        />
      ) : (
        <p className="empty-state">{emptyText}</p>
      )}
    </section>
  );
}

/** 'Cara Menuju Lokasi': map links from the coordinates and the titled directions (sanitised HTML). */
export function DirectionsSection({
  id,
  title,
  emptyText,
  placeName,
  latitude,
  longitude,
  directions,
  children,
}: {
  id: string;
  title: string;
  emptyText: string;
  placeName: string;
  latitude: number | null;
  longitude: number | null;
  directions: ({ id: number; title: string; deskripsi: string } & MaybeUntranslated)[];
  /** Shown between the title and the map links (e.g. the address). */
  children?: ReactNode;
}) {
  const hasMap = latitude !== null && longitude !== null;
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      {children}
      {hasMap ? <MapLinks latitude={latitude} longitude={longitude} name={placeName} /> : null}
      {directions.length > 0 ? (
        <div className="directions">
          {directions.map((d) => (
            <section className="directions__item" key={d.id}>
              <h3 className="directions__title" lang={langOf(d, "title")}>
                {d.title}
              </h3>
              <RichText sanitizedHtml={d.deskripsi} lang={langOf(d, "deskripsi")} />
            </section>
          ))}
        </div>
      ) : hasMap ? null : (
        <p className="empty-state">{emptyText}</p>
      )}
    </section>
  );
}
