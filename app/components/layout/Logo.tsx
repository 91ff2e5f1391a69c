import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={`${t("meta.siteName")} — ${t("nav.home")}`}>
      <svg className="logo__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.14" />
        <path d="M20 31c-6-4-9-9-8-15 6 0 11 3 13 9" fill="#5fa35a" />
        <path d="M20 31c5-5 10-9 9-17-6 1-10 6-10 13" fill="#2f7d32" />
        <path d="M20 31V17" stroke="#1b4d1f" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{t("meta.siteName")}</span>
        <span className="logo__tagline">{t("meta.tagline")}</span>
      </span>
    </Link>
  );
}
