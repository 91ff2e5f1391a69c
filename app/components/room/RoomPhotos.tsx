import { useTranslation } from "react-i18next";
import { Lightbox, useLightbox, type LightboxPhoto } from "~/components/ui/Lightbox";
import { PhotoLink } from "./PhotoLink";

/**
 * All photos of one room type on its card: the first large, the others as a strip of thumbnails, each a
 * link to the full image that opens the lightbox on this room type's photos.
 */
export function RoomPhotos({ fotoKeys, name }: { fotoKeys: string[]; name: string }) {
  const { t } = useTranslation();
  const { index, show, close, thumbnail } = useLightbox();
  if (fotoKeys.length === 0) return <div className="room-card__image hotel-card__image--empty" aria-hidden="true" />;
  const photos: LightboxPhoto[] = fotoKeys.map((fotoKey, i) => ({ fotoKey, alt: t("roomInfo.photoAlt", { name, n: i + 1 }) }));
  const label = t("roomInfo.roomPhotos", { name });

  return (
    <>
      <PhotoLink photo={photos[0]} index={0} onOpen={show} linkRef={thumbnail(0)} className="room-card__image-link" />
      {photos.length > 1 ? (
        <ul className="room-photos" aria-label={label}>
          {photos.slice(1).map((photo, i) => (
            <li key={photo.fotoKey}>
              <PhotoLink photo={photo} index={i + 1} onOpen={show} linkRef={thumbnail(i + 1)} className="room-photos__link" />
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox photos={photos} index={index} onIndexChange={show} onClose={close} label={label} />
    </>
  );
}
