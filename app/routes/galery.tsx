import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentLinks } from "~/components/content/links";
import { Lightbox } from "~/components/ui/Lightbox";
import { Pagination } from "~/components/ui/Pagination";
import { PhotoGrid } from "~/components/ui/PhotoGrid";
import { isPlainClick } from "~/components/ui/Link";
import { R2Image } from "~/components/ui/R2Image";
import { fixedT } from "~/i18n/translate";
import { getGalleryPage } from "~/models/gallery.server";
import { getLanguage } from "~/i18n/i18n.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { albumParam, parseAlbum, type GalleryPhoto } from "~/utils/gallery";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { parsePage } from "~/utils/pagination";
import { parseId } from "~/utils/route-params";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

const pagePath = (page: number) => (page > 1 ? `/galery?page=${page}` : "/galery");
const fotoPath = (position: number) => `/galery?foto=${position}`;
const albumPath = (param: string, page: number) => `/galery?album=${param}${page > 1 ? `&page=${page}` : ""}`;

/** Where a gallery photo's place has its own page (homestays are reached through the stay search). */
function entityPath(photo: Pick<GalleryPhoto, "kind" | "entityId">): string | null {
  if (photo.kind === "wisata") return `/wisata/${photo.entityId}`;
  if (photo.kind === "cafe") return `/cafe/${photo.entityId}`;
  return null;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  const page = data?.info.page ?? 1;
  return seoMeta(matches, {
    title: page > 1 ? `${t("content.gallery.title")} (${page})` : t("content.gallery.title"),
    description: t("content.gallery.lead"),
    path: pagePath(page),
    image: data?.photos[0]?.fotoKey ?? null,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return json(
    await getGalleryPage(context.db, {
      page: parsePage(params.get("page")),
      foto: parseId(params.get("foto")),
      album: parseAlbum(params.get("album")),
    }, await getLanguage(request)),
  );
}

export default function GalleryRoute() {
  const { info, photos, foto, album } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const albumFetcher = useFetcher<typeof loader>();
  const [albumRequested, setAlbumRequested] = useState<string | null>(null);
  const [albumIndex, setAlbumIndex] = useState<number | null>(null);
  const albumButtons = useRef(new Map<string, HTMLAnchorElement>());

  const caption = (photo: GalleryPhoto) => photo.caption ?? photo.entityName;
  // The language of a photo's caption (or its place's name) when it fell back to Indonesian.
  const captionLang = (photo: GalleryPhoto) => langOf(photo, photo.caption ? "caption" : "entityName");
  const fetchedAlbum = albumFetcher.data?.album ?? null;
  const dialogAlbum = albumRequested && fetchedAlbum?.param === albumRequested ? fetchedAlbum : null;

  // The album dialog opens once its photos have arrived.
  useEffect(() => {
    if (dialogAlbum && albumIndex === null && albumFetcher.state === "idle") setAlbumIndex(0);
  }, [dialogAlbum, albumIndex, albumFetcher.state]);

  const viewed = foto !== null ? photos[foto - info.offset - 1] : undefined;

  return (
    <div className="content-page container">
      <header className="content-page__header">
        <h1 className="content-page__title">{t("content.gallery.title")}</h1>
        <p className="content-page__lead">{t("content.gallery.lead")}</p>
      </header>

      {album ? (
        // The album of one place, as a page section (the no-JavaScript form of the album dialog).
        <section className="photo-album" aria-labelledby="album-title">
          <header className="photo-album__header">
            <h2 id="album-title" className="content-section__title">
              {t("content.gallery.albumTitle", { name: album.name })}
            </h2>
            <Link to={pagePath(info.page)} className="button button--secondary" preventScrollReset>
              {t("content.gallery.albumClose")}
            </Link>
          </header>
          <PhotoGrid
            label={t("content.gallery.albumTitle", { name: album.name })}
            photos={album.photos.map((p) => ({ id: p.id, fotoKey: p.fotoKey, alt: caption(p), caption: caption(p), lang: captionLang(p) }))}
          />
        </section>
      ) : null}

      {viewed && foto !== null ? (
        // The enlarged photo as a page state (the no-JavaScript form of the lightbox).
        <section className="photo-viewer" aria-label={t("content.photos.viewer")}>
          <figure className="photo-viewer__figure">
            <R2Image
              objectKey={viewed.fotoKey}
              slot="photo"
              alt={caption(viewed)}
              lang={captionLang(viewed)}
              priority
              className="photo-viewer__image"
            />
            <figcaption className="photo-viewer__caption">
              <span lang={captionLang(viewed)}>{caption(viewed)}</span>
              <span className="photo-viewer__counter">
                {t("content.photos.counter", { current: foto, total: info.total })}
              </span>
            </figcaption>
          </figure>
          <p className="photo-viewer__nav">
            {foto > 1 ? (
              <Link to={fotoPath(foto - 1)} className="button button--secondary" rel="prev" preventScrollReset>
                ‹ {t("content.photos.previous")}
              </Link>
            ) : null}
            <Link to={pagePath(info.page)} className="button button--secondary" preventScrollReset>
              {t("content.gallery.viewerClose")}
            </Link>
            {foto < info.total ? (
              <Link to={fotoPath(foto + 1)} className="button button--secondary" rel="next" preventScrollReset>
                {t("content.photos.next")} ›
              </Link>
            ) : null}
          </p>
        </section>
      ) : null}

      {photos.length > 0 ? (
        <>
          <PhotoGrid
            label={t("content.gallery.label")}
            className="photo-grid--gallery"
            photos={photos.map((p) => ({
              id: `${p.kind}-${p.id}`,
              fotoKey: p.fotoKey,
              alt: caption(p),
              caption: caption(p),
              lang: captionLang(p),
            }))}
            hrefFor={(i) => fotoPath(info.offset + i + 1)}
            renderExtra={(i) => {
              const photo = photos[i];
              const param = albumParam(photo);
              const path = entityPath(photo);
              return (
                <div className="photo-grid__extra">
                  <span className={`kind-badge kind-badge--${photo.kind}`}>{t(`content.gallery.kinds.${photo.kind}`)}</span>
                  {path ? (
                    <Link to={path} className="photo-grid__entity" lang={langOf(photo, "entityName")}>
                      {photo.entityName}
                    </Link>
                  ) : (
                    <span className="photo-grid__entity" lang={langOf(photo, "entityName")}>
                      {photo.entityName}
                    </span>
                  )}
                  <a
                    href={albumPath(param, info.page)}
                    className="photo-grid__album"
                    ref={(element) => {
                      if (element) albumButtons.current.set(param, element);
                    }}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      setAlbumIndex(null);
                      setAlbumRequested(param);
                      albumFetcher.load(albumPath(param, 1));
                    }}
                  >
                    {t("content.gallery.album", { name: photo.entityName })}
                  </a>
                </div>
              );
            }}
          />
          <Pagination
            page={info.page}
            pages={info.pages}
            hrefFor={pagePath}
            label={t("content.gallery.pagination")}
            summary={t("content.gallery.showing", { from: info.from, to: info.to, total: info.total })}
            preventScrollReset
          />
        </>
      ) : (
        <p className="empty-state">{t("content.gallery.empty")}</p>
      )}

      {albumRequested && albumFetcher.state !== "idle" ? (
        <p className="loading-note" role="status">
          {t("content.gallery.albumLoading")}
        </p>
      ) : null}

      <Lightbox
        label={dialogAlbum ? t("content.gallery.albumTitle", { name: dialogAlbum.name }) : undefined}
        photos={(dialogAlbum?.photos ?? []).map((p) => ({ fotoKey: p.fotoKey, alt: caption(p), caption: caption(p), lang: captionLang(p) }))}
        index={dialogAlbum ? albumIndex : null}
        onIndexChange={setAlbumIndex}
        onClose={() => {
          const param = albumRequested;
          setAlbumIndex(null);
          setAlbumRequested(null);
          if (param) albumButtons.current.get(param)?.focus();
        }}
      />
    </div>
  );
}
