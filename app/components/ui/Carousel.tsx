import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SwiperOptions } from "swiper/types";

/**
 * Carousel presets of spec §9: banners one slide with a 300 ms fade; partner links 6 wide, 2–4
 * narrow; destinations 3 wide, 1–2 narrow, autoplay every 2 s.
 */
const PRESETS = {
  banner: {
    slidesPerView: 1,
    effect: "fade",
    fadeEffect: { crossFade: true },
    speed: 300,
    loop: true,
    autoplay: { delay: 6000, disableOnInteraction: false, pauseOnMouseEnter: true },
  },
  partners: {
    slidesPerView: 2,
    spaceBetween: 16,
    loop: true,
    autoplay: { delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true },
    breakpoints: { 576: { slidesPerView: 3 }, 768: { slidesPerView: 4 }, 1200: { slidesPerView: 6 } },
  },
  destinations: {
    slidesPerView: 1,
    spaceBetween: 24,
    loop: true,
    autoplay: { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true },
    breakpoints: { 576: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
  },
} satisfies Record<string, SwiperOptions>;

export type CarouselPreset = keyof typeof PRESETS;

/**
 * Server-rendered as a horizontally scrolling, snap-aligned row that works without JavaScript;
 * in the browser Swiper (loaded on demand) takes over the same markup.
 */
export function Carousel({ preset, label, children }: { preset: CarouselPreset; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const slides = Children.toArray(children);
  const count = slides.length;

  useEffect(() => {
    if (!root.current || count < 2) return;
    let cancelled = false;
    let instance: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | undefined;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    void Promise.all([import("swiper"), import("swiper/modules")]).then(([{ default: Swiper }, modules]) => {
      if (cancelled || !root.current) return;
      const options: SwiperOptions = {
        ...PRESETS[preset],
        modules: [modules.A11y, modules.Autoplay, modules.EffectFade, modules.Keyboard, modules.Navigation, modules.Pagination],
        keyboard: { enabled: true, onlyInViewport: true },
        navigation: { prevEl: prev.current, nextEl: next.current },
        pagination: { el: pagination.current, clickable: true },
        a11y: {
          prevSlideMessage: t("common.previous"),
          nextSlideMessage: t("common.next"),
          paginationBulletMessage: t("common.slide", { current: "{{index}}", total: count }),
        },
      };
      if (reducedMotion) options.autoplay = false;
      instance = new Swiper(root.current, options);
      setReady(true);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [preset, count, t]);

  return (
    <div
      className={`carousel carousel--${preset}${ready ? " carousel--ready" : ""}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* Until Swiper takes over (and without JavaScript) the row scrolls natively: focusable, so arrow
          keys scroll it even when its slides hold no link (axe scrollable-region-focusable). */}
      <div ref={root} className="swiper" tabIndex={ready || count < 2 ? undefined : 0}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div className="swiper-slide" key={index}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button ref={prev} type="button" className="carousel__nav carousel__nav--prev">
            <span className="visually-hidden">{t("common.previous")}</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <button ref={next} type="button" className="carousel__nav carousel__nav--next">
            <span className="visually-hidden">{t("common.next")}</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
          <div ref={pagination} className="carousel__pagination" />
        </>
      ) : null}
    </div>
  );
}
