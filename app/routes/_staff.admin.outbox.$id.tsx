import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { getOutboxMessage } from "~/models/outbox.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import deskStyles from "~/styles/desk.css";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches, params }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    { title: `${t("desk.outbox.detail.title", { id: params.id ?? "" })} — ${t("meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
};

/** One outbox message: who it went to, its text (as staff may read it: docs/decisions/032), and how delivery went. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const id = parseId(params.id);
  // Another estate's e-mail (or account mail, for an account of some estates) is 404 as an unknown one.
  await (await estateGuard(context.db, session.user.id)).require("outbox", id, "desk.errors.notFound");
  const message = id === null ? null : await getOutboxMessage(context.db, id);
  if (!message) throw errorResponse("desk.errors.notFound", { status: 404 });
  return json({ ...message, createdAt: message.createdAt.getTime(), sentAt: message.sentAt?.getTime() ?? null });
}

export default function OutboxMessagePage() {
  const m = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="staff-page desk-page">
      <p>
        <Link to="/admin/outbox">{t("desk.outbox.detail.back")}</Link>
      </p>
      <h1>{t("desk.outbox.detail.title", { id: m.id })}</h1>
      <div className="desk-card">
        <dl className="desk-dl">
          <dt>{t("desk.outbox.detail.to")}</dt>
          <dd>{m.toAddress}</dd>
          <dt>{t("desk.outbox.detail.subject")}</dt>
          <dd>{m.subject}</dd>
          <dt>{t("desk.outbox.detail.kind")}</dt>
          <dd>{m.kind}</dd>
          <dt>{t("desk.outbox.detail.language")}</dt>
          <dd>{m.langKey}</dd>
          <dt>{t("desk.outbox.detail.status")}</dt>
          <dd>
            <span className={`desk-badge desk-badge--${m.status.toLowerCase()}`}>{t(`desk.outbox.status.${m.status}`)}</span>
          </dd>
          <dt>{t("desk.outbox.detail.attempts")}</dt>
          <dd>{m.attempts}</dd>
          <dt>{t("desk.outbox.detail.createdAt")}</dt>
          <dd>{formatDate(m.createdAt, "dateTime", language)}</dd>
          <dt>{t("desk.outbox.detail.sentAt")}</dt>
          <dd>{m.sentAt === null ? t("desk.common.none") : formatDate(m.sentAt, "dateTime", language)}</dd>
          {m.lastError ? (
            <>
              <dt>{t("desk.outbox.detail.lastError")}</dt>
              <dd>{m.lastError}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="desk-card">
        <h2>{t("desk.outbox.detail.body")}</h2>
        {m.text === null ? <p>{t("desk.outbox.detail.withheld")}</p> : <pre className="desk-pre">{m.text}</pre>}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/outbox" backLabel="desk.outbox.detail.back" />;
}
