import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from "react";
import { useTranslation } from "react-i18next";
import { imageUrl } from "~/utils/images";
import { IMAGE_SLOTS } from "./R2Image";

export interface LightboxPhoto {
  fotoKey: string;
  alt: string;
  caption?: string | null;
  /** The caption's and alt text's language when it is not the page's (an untranslated text, see `langOf`). */
  lang?: string;
}


/** Horizontal finger travel (CSS px) that counts as a swipe to the next or previous photo. */
const SWIPE_PX = 40;

/**
 * The state of one lightbox and the way back: `show(i)` opens photo i, `close` shuts it and puts focus
 * on the thumbnail of the photo last shown (`thumbnail(i)` registers them) when it is on screen, else
 * on whatever had focus when the viewer opened (a "see all photos" button).
 */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  const lastIndex = useRef(0);
  const opener = useRef<HTMLElement | null>(null);
  const thumbnails = useRef<(HTMLElement | null)[]>([]);
  const show = useCallback((i: number) => {
    if (typeof document !== "undefined" && !document.querySelector("dialog[open]")) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    lastIndex.current = i;
    setIndex(i);
  }, []);
  const close = useCallback(() => {
    setIndex(null);
    const thumbnail = thumbnails.current[lastIndex.current];
    const target = thumbnail && thumbnail.getClientRects().length > 0 ? thumbnail : opener.current;
    target?.focus();
  }, []);
  const thumbnail = useCallback(
    (i: number) => (element: HTMLElement | null) => {
      thumbnails.current[i] = element;
    },
    [],
  );
  return { index, show, close, thumbnail };
}

/**
 * A modal photo viewer on the native <dialog>: caption, counter, previous/next buttons, arrow keys,
 * a swipe on touch screens, Escape to close (the browser's own), focus kept inside while open. The parent owns which photo is
 * shown (`index`, null when closed) and puts focus back where it belongs in `onClose`.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  label,
}: {
  photos: LightboxPhoto[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const open = index !== null && photos.length > 0;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape (the browser closes the dialog) and the close button both end here.
    const handleClose = () => onCloseRef.current();
    element.addEventListener("close", handleClose);
    return () => element.removeEventListener("close", handleClose);
  }, []);

  const current = open ? photos[Math.min(index, photos.length - 1)] : null;
  const position = open ? Math.min(index, photos.length - 1) : 0;
  const hasPrevious = position > 0;
  const hasNext = position < photos.length - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowLeft" && hasPrevious) {
      event.preventDefault();
      onIndexChange(position - 1);
    } else if (event.key === "ArrowRight" && hasNext) {
      event.preventDefault();
      onIndexChange(position + 1);
    }
  };

  const touchStart = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches.length === 1 ? event.touches[0].clientX : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    if (start === null || event.changedTouches.length === 0) return;
    const travel = event.changedTouches[0].clientX - start;
    if (travel <= -SWIPE_PX && hasNext) onIndexChange(position + 1);
    else if (travel >= SWIPE_PX && hasPrevious) onIndexChange(position - 1);
  };

  const { width, height } = IMAGE_SLOTS.photo;
  return (
    <dialog ref={dialog} className="lightbox" aria-label={label ?? t("content.photos.viewer")} onKeyDown={onKeyDown}>
      {current ? (
        <figure className="lightbox__figure" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <img className="lightbox__image" src={imageUrl(current.fotoKey)} alt={current.alt} lang={current.lang} width={width} height={height} />
          <figcaption className="lightbox__caption">
            {current.caption ? <span lang={current.lang}>{current.caption}</span> : null}
            <span className="lightbox__counter" aria-live="polite">
              {t("content.photos.counter", { current: position + 1, total: photos.length })}
            </span>
          </figcaption>
        </figure>
      ) : null}
      <div className="lightbox__controls">
        <button
          type="button"
          className="lightbox__nav"
          onClick={() => onIndexChange(position - 1)}
          disabled={!hasPrevious}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t("content.photos.previous")}</span>
        </button>
        <button type="button" className="lightbox__nav" onClick={() => onIndexChange(position + 1)} disabled={!hasNext}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t("content.photos.next")}</span>
        </button>
      </div>
      <button ref={closeButton} type="button" className="lightbox__close" onClick={() => dialog.current?.close()}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t("content.photos.close")}</span>
      </button>
    </dialog>
  );
}
