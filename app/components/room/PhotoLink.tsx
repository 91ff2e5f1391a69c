import { imageUrl } from "~/utils/images";
import type { LightboxPhoto } from "~/components/ui/Lightbox";
import { isPlainClick } from "~/components/ui/Link";
import { R2Image } from "~/components/ui/R2Image";

/**
 * A photo that is a link to the full image, so it opens without JavaScript; with JavaScript a plain
 * click opens the page's lightbox at `index` instead.
 */
export function PhotoLink({
  photo,
  index,
  onOpen,
  linkRef,
  className,
  priority = false,
}: {
  photo: LightboxPhoto;
  index: number;
  onOpen: (index: number) => void;
  linkRef?: (element: HTMLAnchorElement | null) => void;
  className?: string;
  priority?: boolean;
}) {
  return (
    <a
      ref={linkRef}
      href={imageUrl(photo.fotoKey)}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(index);
      }}
    >
      <R2Image objectKey={photo.fotoKey} slot="photo" alt={photo.alt} lang={photo.lang} priority={priority} />
    </a>
  );
}
