import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";

/**
 * The language the page is rendered in: the one i18next was set up with for this request on the
 * server, and from the document's `lang` in the browser (switching languages reloads the page).
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
