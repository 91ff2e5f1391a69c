import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { formatDate, todayInJakarta } from "~/utils/dates";
import { RatingStars } from "./RatingStars";

export interface ReviewData {
  id: number;
  guest: string;
  rating: number;
  komentar: string | null;
  tgl: number;
}

/** Guest reviews (spec §3: rating, guest, date, comment), dates in the spec's review format. */
export function ReviewList({ reviews, headingLevel = 3 }: { reviews: ReviewData[]; headingLevel?: 3 | 4 }) {
  const language = usePageLanguage();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="reviews">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <article>
            <header className="review__header">
              <Heading className="review__guest">{r.guest}</Heading>
              <RatingStars level={r.rating} rating={r.rating} />
              <time className="review__date" dateTime={new Date(r.tgl).toISOString()}>
                {/* The review's calendar day in Jakarta, formatted as a date (no time-zone conversion per row). */}
                {formatDate(todayInJakarta(new Date(r.tgl)), "review", language)}
              </time>
            </header>
            {r.komentar ? <p className="review__text">{r.komentar}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
