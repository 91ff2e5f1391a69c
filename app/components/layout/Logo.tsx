import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/Link";
import { escapeHtml } from "~/utils/escape-html";

/** The logo's mark and name, as HTML (the footer, a string island, writes it too). */
export function logoInnerHtml(t: TFunction): string {
  return (
    '<svg class="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">' +
    '<circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.14"></circle>' +
    '<path d="M20 31c-6-4-9-9-8-15 6 0 11 3 13 9" fill="#5fa35a"></path>' +
    '<path d="M20 31c5-5 10-9 9-17-6 1-10 6-10 13" fill="#2f7d32"></path>' +
    '<path d="M20 31V17" stroke="#1b4d1f" stroke-width="1.6" stroke-linecap="round"></path></svg>' +
    `<span class="logo__text"><span class="logo__name">${escapeHtml(t("meta.siteName"))}</span>` +
    `<span class="logo__tagline">${escapeHtml(t("meta.tagline"))}</span></span>`
  );
}

/** What the logo says to a screen reader: the site's name and where it leads. */
export function logoLabel(t: TFunction): string {
  return `${t("meta.siteName")} — ${t("nav.home")}`;
}

export function Logo() {
  const { t } = useTranslation();
  return <Link to="/" className="logo" aria-label={logoLabel(t)} dangerouslySetInnerHTML={{ __html: logoInnerHtml(t) }} />;
}
