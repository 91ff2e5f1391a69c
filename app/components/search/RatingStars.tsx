import { useTranslation } from "react-i18next";

/**
 * Five stars, `level` of them filled, with the rating spelled out for screen readers. The number
 * shown is the average itself; the stars are whole (see `starLevel`).
 */
export function RatingStars({ level, rating, className }: { level: number; rating: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`stars ${className ?? ""}`} role="img" aria-label={t("search.rating.stars", { rating: rating.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={i <= level ? "star star--on" : "star"}>
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
