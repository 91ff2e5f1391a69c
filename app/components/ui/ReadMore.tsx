import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { READ_MORE_LIMITS, htmlToText, truncate, type ReadMoreLimit } from "~/utils/text";
import { RichText } from "./RichText";
import { useHydrated } from "./useHydrated";

/**
 * Long text shown as an excerpt with "read more" / "show less" (spec §9: 150 characters on profile
 * pages, 600 for tourism descriptions, 500 elsewhere). Text within the limit is shown whole.
 *
 * Without JavaScript the full text sits in a <details> element, so it is one click away and never
 * hidden for good; once React runs, a button toggles between the excerpt and the full text.
 */
export function ReadMore({
  sanitizedHtml,
  text,
  limit = "default",
  className,
  lang,
}: {
  /** HTML already passed through sanitizeHtml; `text` is used when it is empty. */
  sanitizedHtml?: string;
  /** Plain text (used when there is no HTML). */
  text?: string | null;
  limit?: ReadMoreLimit;
  className?: string;
  /** The text's language when it is not the page's (an untranslated text, see `langOf`); not the toggle's. */
  lang?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const html = sanitizedHtml || null;
  const plain = html ? htmlToText(html) : (text ?? "").trim();
  const max = READ_MORE_LIMITS[limit];
  if (!plain) return null;

  const full = html ? <RichText sanitizedHtml={html} lang={lang} /> : <p lang={lang}>{plain}</p>;
  const classes = `read-more${className ? ` ${className}` : ""}`;
  if (Array.from(plain).length <= max) return <div className={classes}>{full}</div>;

  const excerpt = truncate(plain, max);

  if (!hydrated) {
    return (
      <div className={classes}>
        <p className="read-more__excerpt" lang={lang}>
          {excerpt}
        </p>
        <details className="read-more__details">
          <summary className="read-more__toggle">
            <span className="read-more__more">{t("content.readMore.more")}</span>
            <span className="read-more__less">{t("content.readMore.less")}</span>
          </summary>
          {full}
        </details>
      </div>
    );
  }

  return (
    <div className={classes}>
      <div id={contentId}>{expanded ? (
          full
        ) : (
          <p className="read-more__excerpt" lang={lang}>
            {excerpt}
          </p>
        )}</div>
      <button
        type="button"
        className="read-more__toggle"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? t("content.readMore.less") : t("content.readMore.more")}
      </button>
    </div>
  );
}
