import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import type { LinksFunction, LoaderFunctionArgs, TypedResponse } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "@remix-run/react";
import { useEffect, type CSSProperties, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChatWidget } from "~/components/chat/ChatWidget";
import { BackToTop } from "~/components/layout/BackToTop";
import { NavigationProgress } from "~/components/layout/NavigationProgress";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { ToastStack } from "~/components/layout/ToastStack";
import { useLinkNavigation } from "~/components/ui/Link";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";
import { getLanguage, languageCookie, languageToRemember } from "~/i18n/i18n.server";
import { getPageLayout } from "~/models/layout.server";
import { getCurrentUser, isGoogleEnabled } from "~/services/auth.server";
import { readToast } from "~/services/toast.server";
import appStyles from "~/styles/app.css";
import { useNonce } from "~/utils/nonce";
import { useRootData, type RootData } from "~/utils/root-data";
import { rootHeaders } from "~/utils/route-headers";

export const headers = rootHeaders;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<RootData>> {
  const { db, env } = context;
  const language = await getLanguage(request);
  const [{ layout, eventDates: footerEventDates }, flash, remember, currentUser] = await Promise.all([
    getPageLayout(db, language, env.CONTENT_VERSION_TTL_MS),
    readToast(request, env),
    languageToRemember(request),
    getCurrentUser(request, context),
  ]);
  const headers = new Headers();
  if (flash.clearHeader) headers.append("Set-Cookie", flash.clearHeader);
  if (remember) headers.append("Set-Cookie", await languageCookie.serialize(remember));
  // siteUrl: the public origin, for canonical URLs, hreflang alternates and share links.
  const siteUrl = env.PUBLIC_SITE_URL.replace(/\/+$/, "");
  // googleEnabled: whether the chat's pre-chat dialog may offer Google sign-in instead of name + e-mail.
  const googleEnabled = isGoogleEnabled(env);
  const data: RootData = { language, layout, footerEventDates, toast: flash.toast, currentUser, siteUrl, googleEnabled };
  return json(data, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const { t } = useTranslation();
  const language: Language = data?.language && isLanguage(data.language) ? data.language : DEFAULT_LANGUAGE;
  const themeStyle = (data?.layout.themeVariables ?? {}) as CSSProperties;
  // Back-office pages (routes/_staff) keep the header and drop the public footer.
  const staffChrome = useMatches().some((match) => (match.handle as { chrome?: string } | undefined)?.chrome === "staff");
  // The site's plain-anchor links navigate client-side once scripts run (see components/ui/Link).
  useLinkNavigation();
  return (
    // data-chrome tells entry.client.tsx that a back-office document needs the staff messages too.
    <html lang={language} data-chrome={staffChrome ? "staff" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f5130" />
        <Meta />
        <Links />
      </head>
      <body style={themeStyle}>
        <a className="skip-link" href="#main">
          {t("common.skipToContent")}
        </a>
        <NavigationProgress />
        {data ? <SiteHeader layout={data.layout} language={language} currentUser={data.currentUser} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && !staffChrome ? <SiteFooter layout={data.layout} eventDates={data.footerEventDates} /> : null}
        <ToastStack toast={data?.toast ?? null} />
        {data && !staffChrome ? <ChatWidget signedIn={Boolean(data.currentUser)} language={language} /> : null}
        <BackToTop />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated, so end-to-end tests can wait for scripts to be in charge.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
