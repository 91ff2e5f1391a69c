import { Carousel } from "~/components/ui/Carousel";
import { R2Image } from "~/components/ui/R2Image";

/**
 * The banner slider at the top of a content page: the page's banners, or its main photo when it has
 * none. The first image is above the fold and loads eagerly; the rest lazily.
 */
export function Banners({
  banners,
  fallbackKey,
  alt,
  altLang,
  label,
}: {
  banners: { id: number; fotoKey: string }[];
  fallbackKey: string | null;
  alt: string;
  /** The alt text's language when it is not the page's (an untranslated name, see `langOf`). */
  altLang?: string;
  label: string;
}) {
  const slides = banners.length > 0 ? banners : fallbackKey ? [{ id: 0, fotoKey: fallbackKey }] : [];
  if (slides.length === 0) return null;
  return (
    <section className="content-hero">
      <Carousel preset="banner" label={label}>
        {slides.map((banner, index) => (
          <figure className="banner" key={banner.id}>
            <R2Image objectKey={banner.fotoKey} slot="banner" alt={alt} lang={altLang} priority={index === 0} />
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
