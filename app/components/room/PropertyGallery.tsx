import { useTranslation } from "react-i18next";
import { Lightbox, useLightbox, type LightboxPhoto } from "~/components/ui/Lightbox";
import { useHydrated } from "~/components/ui/useHydrated";
import { PhotoLink } from "./PhotoLink";

/** Photos shown in the grid before "see all". */
const PREVIEW = 5;

/**
 * Every photo of the property: the first five in a grid (a scrolling strip on a phone), each a link to the
 * full image that opens the lightbox; "see all n photos" opens the lightbox with JavaScript and, without
 * it, unfolds the remaining photos as links, so none is reachable only through JavaScript.
 */
export function PropertyGallery({ photos, label }: { photos: LightboxPhoto[]; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { index, show, close, thumbnail } = useLightbox();
  if (photos.length === 0) return null;
  const showAll = t("roomInfo.showAll", { count: photos.length });
  const rest = photos.slice(PREVIEW);

  return (
    <section className="property-gallery" aria-label={label}>
      <ul className="property-gallery__grid" data-count={Math.min(photos.length, PREVIEW)}>
        {photos.slice(0, PREVIEW).map((photo, i) => (
          <li key={photo.fotoKey} className="property-gallery__item">
            <PhotoLink photo={photo} index={i} onOpen={show} linkRef={thumbnail(i)} className="property-gallery__link" priority={i === 0} />
          </li>
        ))}
      </ul>
      {photos.length > 1 && hydrated ? (
        <button type="button" className="button property-gallery__all" aria-haspopup="dialog" onClick={() => show(0)}>
          {showAll}
        </button>
      ) : null}
      {rest.length > 0 && !hydrated ? (
        <details className="property-gallery__more">
          <summary className="button property-gallery__all">{showAll}</summary>
          <ul className="property-gallery__rest">
            {rest.map((photo, i) => (
              <li key={photo.fotoKey}>
                <PhotoLink photo={photo} index={PREVIEW + i} onOpen={show} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <Lightbox photos={photos} index={index} onIndexChange={show} onClose={close} label={label} />
    </section>
  );
}
