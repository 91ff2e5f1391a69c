/** The places whose photos the combined gallery shows (spec §2: tourism, cafe and homestay photos). */
export const GALLERY_KINDS = ["wisata", "cafe", "homestay"] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

export interface GalleryPhoto {
  id: number;
  kind: GalleryKind;
  entityId: number;
  entityName: string;
  fotoKey: string;
  caption: string | null;
}

/** An album reference from the query string: `wisata-3`, `cafe-1`, `homestay-2`. */
export function parseAlbum(value: string | null): { kind: GalleryKind; id: number } | null {
  const match = value ? /^(wisata|cafe|homestay)-([1-9]\d{0,9})$/.exec(value) : null;
  return match ? { kind: match[1] as GalleryKind, id: Number(match[2]) } : null;
}

/** The query-string value naming the album of a photo's place. */
export const albumParam = (photo: Pick<GalleryPhoto, "kind" | "entityId">) => `${photo.kind}-${photo.entityId}`;
