import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountCard } from "~/components/account/AccountCard";
import { Alert } from "~/components/account/FormField";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { listUserSessions } from "~/models/session.server";
import { revokeSession } from "~/services/account.server";
import { requireUserWithRole, signOut } from "~/services/auth.server";
import { actorOf } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import accountStyles from "~/styles/account.css";
import { formatDate } from "~/utils/dates";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { formErrorOf } from "~/utils/form-reply";
import { fail, formReply } from "~/utils/result";

export const links = () => [{ rel: "stylesheet", href: accountStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("account.sessions.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const rows = await listUserSessions(context.db, session.user.id, new Date());
  return json({
    login: session.user.login,
    sessions: rows.map((row) => ({
      series: row.id,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      remember: row.remember,
      createdAt: row.createdAt.getTime(),
      lastUsedAt: row.lastUsedAt.getTime(),
      current: row.id === session.id,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_USER");
  const form = await request.formData();
  const intent = form.get("intent");
  const series = form.get("series");
  if (intent !== "revoke" || typeof series !== "string" || series.length === 0 || series.length > 100) {
    return json({ result: formReply(fail("account.sessions.failure")) }, { status: 400 });
  }
  // Revoking the session in use is signing out.
  if (series === session.id) return signOut(request, context);
  const removed = await revokeSession(context, { series, userId: session.user.id }, actorOf(session, request));
  if (!removed) return json({ result: formReply(fail("account.sessions.failure")) }, { status: 400 });
  return redirectWithToast("/sessions", { type: "success", key: "account.sessions.revoked" }, context.env);
}

export default function SessionsPage() {
  const { login, sessions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const unknown = t("account.sessions.unknown");
  const when = (ms: number) => formatDate(ms, "dateTime", language);

  return (
    <AccountCard title={t("account.sessions.titleFor", { login })} lead={t("account.sessions.lead")} wide>
      {formErrorOf(actionData?.result) ? (
        <Alert tone="error">
          <p>{t("account.sessions.failure")}</p>
        </Alert>
      ) : null}
      <div className="account-table-wrap">
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t("account.sessions.ipAddress")}</th>
              <th scope="col">{t("account.sessions.userAgent")}</th>
              <th scope="col">{t("account.sessions.date")}</th>
              <th scope="col">{t("account.sessions.lastUsed")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("account.sessions.revoke")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.series} className={s.current ? "account-table__current" : undefined} data-series={s.series}>
                <td data-label={t("account.sessions.ipAddress")}>
                  {s.ipAddress ?? unknown}
                  {s.current ? <span className="account-badge">{t("account.sessions.current")}</span> : null}
                </td>
                <td data-label={t("account.sessions.userAgent")} className="account-table__agent">
                  {s.userAgent ?? unknown}
                  {s.remember ? (
                    <span className="account-badge account-badge--muted">{t("account.sessions.remembered")}</span>
                  ) : null}
                </td>
                <td data-label={t("account.sessions.date")}>{when(s.createdAt)}</td>
                <td data-label={t("account.sessions.lastUsed")}>{when(s.lastUsedAt)}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="series" value={s.series} />
                    <button
                      type="submit"
                      className="button button--secondary account-table__action"
                      aria-label={t("account.sessions.revokeLabel", { ip: s.ipAddress ?? unknown })}
                    >
                      {t("account.sessions.revoke")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AccountCard>
  );
}
