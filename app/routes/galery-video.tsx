import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentLinks } from "~/components/content/links";
import { isPlainClick } from "~/components/ui/Link";
import { R2Image } from "~/components/ui/R2Image";
import { fixedT } from "~/i18n/translate";
import { listVideos } from "~/models/video.server";
import { getLanguage } from "~/i18n/i18n.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { languageFromMatches, seoMeta } from "~/utils/meta";
import { youtubeEmbedUrl, youtubeId } from "~/utils/video";
import { safeHref } from "~/utils/safe-href";
import { langOf } from "~/utils/content-lang";

export const links = contentLinks;
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, {
    title: t("content.videos.title"),
    description: t("content.videos.lead"),
    path: "/galery-video",
    image: data?.videos.find((v) => v.thumbnailKey)?.thumbnailKey ?? null,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const videos = await listVideos(context.db, await getLanguage(request));
  // Only the embeddable id is sent for the player; the page links to the stored URL either way.
  // An unsafe stored URL is not even sent to the page (safeHref again where it is rendered).
  return json({ videos: videos.map((v) => ({ ...v, url: safeHref(v.url) ?? "", youtubeId: youtubeId(v.url) })) });
}

export default function VideoGalleryRoute() {
  const { videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const triggers = useRef(new Map<number, HTMLAnchorElement>());
  const lastPlayed = useRef<number | null>(null);
  const current = videos.find((v) => v.id === playing) ?? null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    }
  }, [current]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Closing (button or Escape) removes the player, which stops the video.
    const onClose = () => {
      setPlaying(null);
      if (lastPlayed.current !== null) triggers.current.get(lastPlayed.current)?.focus();
    };
    element.addEventListener("close", onClose);
    return () => element.removeEventListener("close", onClose);
  }, []);

  return (
    <div className="content-page container">
      <header className="content-page__header">
        <h1 className="content-page__title">{t("content.videos.title")}</h1>
        <p className="content-page__lead">{t("content.videos.lead")}</p>
      </header>

      {videos.length > 0 ? (
        <ul className="video-grid">
          {videos.map((video) => (
            <li className="video-card" key={video.id}>
              {/* Without JavaScript (or for a video we cannot embed) the thumbnail opens the video's own page. */}
              <a
                href={safeHref(video.url)}
                className="video-card__link"
                target="_blank"
                rel="noopener noreferrer"
                ref={(element) => {
                  if (element) triggers.current.set(video.id, element);
                }}
                onClick={(event) => {
                  if (!video.youtubeId || !isPlainClick(event)) return;
                  event.preventDefault();
                  lastPlayed.current = video.id;
                  setPlaying(video.id);
                }}
              >
                <span className="video-card__thumb">
                  {video.thumbnailKey ? (
                    <R2Image objectKey={video.thumbnailKey} slot="photo" alt="" className="video-card__image" />
                  ) : (
                    <span className="video-card__placeholder" />
                  )}
                  <span className="video-card__play" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="36" height="36">
                      <path d="M8 5v14l11-7z" fill="currentColor" />
                    </svg>
                  </span>
                </span>
                <span className="video-card__title" lang={langOf(video, "judul")}>
                  {video.judul}
                </span>
                <span className="visually-hidden">{t("content.videos.play", { title: video.judul })}</span>
              </a>
              {video.deskripsi ? (
                <p className="video-card__text" lang={langOf(video, "deskripsi")}>
                  {video.deskripsi}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">{t("content.videos.empty")}</p>
      )}

      <dialog ref={dialog} className="video-dialog" aria-label={current ? current.judul : t("content.videos.dialog")}>
        {current?.youtubeId ? (
          <>
            <h2 className="video-dialog__title" lang={langOf(current, "judul")}>
              {current.judul}
            </h2>
            <div className="video-dialog__frame">
              {/* Created only when the visitor asks to play: nothing from YouTube loads before that. */}
              <iframe
                src={safeHref(youtubeEmbedUrl(current.youtubeId), { relative: false })}
                title={current.judul}
                lang={langOf(current, "judul")}
                width="960"
                height="540"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <p className="video-dialog__external">
              <a href={safeHref(current.url)} target="_blank" rel="noopener noreferrer">
                {t("content.videos.external")}
              </a>
            </p>
          </>
        ) : null}
        <button ref={closeButton} type="button" className="lightbox__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("content.videos.close")}</span>
        </button>
      </dialog>
    </div>
  );
}
