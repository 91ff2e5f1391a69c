import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from "~/i18n/config";
import { Dropdown } from "~/components/ui/Dropdown";

/** Links to the current page in another language; the choice is remembered in a cookie. */
export function LanguageSwitcher({ language }: { language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hrefFor = (lng: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", lng);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <Dropdown
      className="lang-switcher"
      label={
        <>
          <span aria-hidden="true" className="lang-switcher__code">
            {language.toUpperCase()}
          </span>
          <span className="visually-hidden">
            {t("common.chooseLanguage")}: {LANGUAGE_NAMES[language]}
          </span>
        </>
      }
    >
      <ul className="dropdown__list">
        {SUPPORTED_LANGUAGES.map((lng) => (
          <li key={lng}>
            {/* A full document load: the new language's messages come with the page. */}
            <a
              href={hrefFor(lng)}
              hrefLang={lng}
              lang={lng}
              aria-current={lng === language ? "true" : undefined}
              className="dropdown__item"
              rel="nofollow"
            >
              {LANGUAGE_NAMES[lng]}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
