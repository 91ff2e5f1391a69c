import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { listOutboxForDevelopment } from "~/models/outbox.server";
import { areDevToolsEnabled } from "~/services/dev-tools.server";
import accountStyles from "~/styles/account.css";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: t("devOutbox.title") }, { name: "robots", content: "noindex" }];
};

const PAGE_SIZE = 50;

/** The e-mails the app "sent" (the D1 outbox), newest first; `?to=` filters by recipient. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!areDevToolsEnabled(context.env)) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || null;
  const rows = await listOutboxForDevelopment(context.db, { to, limit: PAGE_SIZE });
  return json({ to, emails: rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })) });
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its URLs as links. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="outbox__link">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevOutboxPage() {
  const { emails } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="account-page container">
      <h1>{t("devOutbox.title")}</h1>
      <p className="account-card__lead">{t("devOutbox.lead")}</p>
      {emails.length === 0 ? <p className="empty-state">{t("devOutbox.empty")}</p> : null}
      <ol className="outbox">
        {emails.map((email) => (
          <li key={email.id} className="outbox__item" data-to={email.toAddress} data-kind={email.kind}>
            <dl className="outbox__meta">
              <dt>{t("devOutbox.to")}</dt>
              <dd>{email.toAddress}</dd>
              <dt>{t("devOutbox.subject")}</dt>
              <dd>{email.subject}</dd>
              <dt>{t("devOutbox.kind")}</dt>
              <dd>{email.kind}</dd>
              <dt>{t("devOutbox.date")}</dt>
              <dd>{formatDate(email.createdAt, "dateTime", language)}</dd>
              <dt>{t("devOutbox.status")}</dt>
              <dd>{email.status}</dd>
            </dl>
            <pre className="outbox__text">
              <LinkedText text={email.text} />
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
