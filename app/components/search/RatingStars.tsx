import { useTranslation } from "react-i18next";

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";
const star = (on: boolean) =>
  `<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" class="${on ? "star star--on" : "star"}"><path d="${STAR_PATH}" fill="currentColor"></path></svg>`;
/**
 * The five icons for each level 0–5, written once: a results page shows some fifty of them, ten React
 * elements a rating, for a picture that never changes (docs/performance.md). The browser builds the same text.
 */
const STARS = [0, 1, 2, 3, 4, 5].map((level) => [1, 2, 3, 4, 5].map((i) => star(i <= level)).join(""));

/**
 * Five stars, `level` of them filled, with the rating spelled out for screen readers. The number
 * shown is the average itself; the stars are whole (see `starLevel`).
 */
export function RatingStars({ level, rating, className }: { level: number; rating: number; className?: string }) {
  const { t } = useTranslation();
  const filled = Math.min(5, Math.max(0, Math.round(level)));
  return (
    <span
      className={`stars ${className ?? ""}`}
      role="img"
      aria-label={t("search.rating.stars", { rating: rating.toFixed(1) })}
      dangerouslySetInnerHTML={{ __html: STARS[filled] }}
    />
  );
}
