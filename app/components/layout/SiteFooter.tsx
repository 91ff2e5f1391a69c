import { useTranslation } from "react-i18next";
import { useServerHtml } from "~/components/ui/useServerHtml";
// The builder runs on the server only (the browser keeps the server's markup): see chrome-html.server.ts.
// eslint-disable-next-line no-restricted-imports
import { footerHtml } from "./chrome-html.server";
import type { LayoutData } from "~/utils/layout-data";

/**
 * The site's footer: the same on every page of a language and unchanged once shown, so the server writes it
 * as one HTML string and the browser keeps it (ADR 031, string islands). `eventDates`: each latest event's
 * date, already written out in the page's language (root loader).
 */
export function SiteFooter({ layout, eventDates }: { layout: LayoutData; eventDates: Record<number, string> }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const html = useServerHtml(
    "footer.site-footer",
    footerHtml ? () => footerHtml(layout, eventDates, t, year) : null,
    () => import("./chrome-html").then((builders) => builders.footerHtml(layout, eventDates, t, year)),
  );
  return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />;
}
