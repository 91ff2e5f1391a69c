import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "~/i18n/message-key";
import type { Language } from "~/i18n/config";
import { formatDate } from "~/utils/dates";
import { runtimeErrorReference } from "~/utils/runtime-error";
import type { IcalFeedError } from "~/utils/vocabulary";

/** A feed as the page receives it (dates as JSON strings). */
export interface FeedRow {
  id: number;
  label: string;
  url: string;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  lastError: IcalFeedError | null;
  lastErrorDetail: string | null;
  /** Set when the runtime worded the failure itself: its support reference, shown instead of the text. */
  lastErrorReference: string | null;
  eventCount: number;
}

/** The message of a feed error code (the import's catalogue, `channelSync.errors.<code>`). */
export function feedErrorKey(code: string): MessageKey {
  return `channelSync.errors.${code}` as MessageKey;
}

/** Errors whose message already says their detail (an HTTP status, a number of nights). */
const DETAIL_IN_MESSAGE: readonly string[] = ["http_status", "too_many_conflicts"];

/** A long URL shown short (host and the end of its path); the full one is the cell's title. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.length > 24 ? `…${parsed.pathname.slice(-20)}` : parsed.pathname;
    return `${parsed.host}${path}`;
  } catch {
    return url.length > 40 ? `${url.slice(0, 39)}…` : url;
  }
}

/**
 * The OTA calendars a unit imports, with the state of their last sync, "sync now" and removal (behind a
 * disclosure that asks first, with or without JavaScript). Long labels and URLs wrap or shorten.
 */
export function FeedTable({ feeds, unit, language, busy }: { feeds: FeedRow[]; unit: string; language: Language; busy: boolean }) {
  const { t } = useTranslation();
  const when = (value: string | null) => (value ? formatDate(value, "dateTime", language) : t("channels.import.never"));
  if (feeds.length === 0) return <p className="staff-empty">{t("channels.import.none")}</p>;
  return (
    <ul className="channel-feeds" aria-label={t("channels.import.caption", { unit })}>
      {feeds.map((feed) => (
        <li key={feed.id} className="channel-feed" data-testid="feed">
          <h3 className="channel-feed__label">{feed.label}</h3>
          <dl className="desk-dl channel-feed__facts">
            <dt>{t("channels.import.url")}</dt>
            <dd className="channel-feed__url" title={feed.url}>
              {shortUrl(feed.url)}
            </dd>
            <dt>{t("channels.import.lastSync")}</dt>
            <dd>{when(feed.lastSyncAt)}</dd>
            <dt>{t("channels.import.lastSuccess")}</dt>
            <dd>{when(feed.lastSuccessAt)}</dd>
            <dt>{t("channels.import.events")}</dt>
            <dd>{feed.eventCount}</dd>
            <dt>{t("channels.import.error")}</dt>
            <dd className={feed.lastError ? "channel-feed__error" : undefined}>
              {feed.lastError ? t(feedErrorKey(feed.lastError), { detail: feed.lastErrorDetail ?? "?" }) : t("channels.import.noError")}
              <FeedErrorDetail error={feed.lastError} detail={feed.lastErrorDetail} reference={feed.lastErrorReference} />
            </dd>
          </dl>
          <div className="desk-actions">
            <Form method="post">
              <input type="hidden" name="intent" value="sync" />
              <input type="hidden" name="feedId" value={feed.id} />
              <button type="submit" className="button button--primary" disabled={busy} aria-label={t("channels.import.syncLabel", { label: feed.label })}>
                {t("channels.import.sync")}
              </button>
            </Form>
            <details className="desk-confirm">
              <summary className="button button--secondary" aria-label={t("channels.import.removeLabel", { label: feed.label })}>
                {t("channels.import.remove")}
              </summary>
              <p>{t("channels.import.removeWarning")}</p>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="feedId" value={feed.id} />
                <button type="submit" className="button button--danger" disabled={busy}>
                  {t("channels.import.removeConfirm", { label: feed.label })}
                </button>
              </Form>
            </details>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a feed's error adds to its message: nothing when the message already says it; the support
 * reference alone (translated) when the runtime worded the failure itself; else the detail as recorded.
 */
function FeedErrorDetail(props: { error: IcalFeedError | null; detail: string | null; reference: string | null }) {
  const { t } = useTranslation();
  const { error, detail } = props;
  const reference = props.reference ?? runtimeErrorReference(detail);
  if (!error || !(detail || reference) || DETAIL_IN_MESSAGE.includes(error)) return null;
  return (
    <small className="desk-muted" data-testid="feed-error-detail">
      {" "}
      {reference ? t("channels.import.reference", { reference }) : `(${detail})`}
    </small>
  );
}
