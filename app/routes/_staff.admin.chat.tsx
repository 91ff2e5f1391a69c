import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OperatorConsole } from "~/components/chat/OperatorConsole";
import { QUICK_REPLIES, type QuickReplies } from "~/components/chat/quick-replies";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { useHydrated } from "~/components/ui/useHydrated";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { SUPPORTED_LANGUAGES } from "~/i18n/config";
import { fixedT } from "~/i18n/translate";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { CHAT_OPERATOR_ROLES } from "~/utils/chat-roles";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [{ title: `${t("chatConsole.title")} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

/**
 * The operator console (back-office "Chat"): who is operating, and the quick replies in every language
 * (the page holds its own language's catalogue only; a reply goes out in the guest's).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHAT_OPERATOR_ROLES);
  const quickReplies = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lang) => {
      const t = fixedT(lang);
      return [lang, Object.fromEntries(QUICK_REPLIES.map((key) => [key, t(`chatConsole.cannedReplies.${key}`)]))];
    }),
  ) as QuickReplies;
  return json({ operatorId: session.user.id, quickReplies });
}

export default function OperatorChatPage() {
  const { operatorId, quickReplies } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const language = usePageLanguage();
  return (
    <section className="staff-page">
      <h1>{t("chatConsole.title")}</h1>
      {hydrated ? <OperatorConsole operatorId={operatorId} language={language} quickReplies={quickReplies} /> : <p>{t("chatConsole.needsScript")}</p>}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin" backLabel="chatConsole.title" />;
}
