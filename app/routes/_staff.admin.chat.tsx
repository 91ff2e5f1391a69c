import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { OperatorConsole } from "~/components/chat/OperatorConsole";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { useHydrated } from "~/components/ui/useHydrated";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
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

/** The operator console (back-office "Chat"): the page itself only needs to know who is operating. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHAT_OPERATOR_ROLES);
  return json({ operatorId: session.user.id });
}

export default function OperatorChatPage() {
  const { operatorId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const language = usePageLanguage();
  return (
    <section className="staff-page">
      <h1>{t("chatConsole.title")}</h1>
      {hydrated ? <OperatorConsole operatorId={operatorId} language={language} /> : <p>{t("chatConsole.needsScript")}</p>}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin" backLabel="chatConsole.title" />;
}
