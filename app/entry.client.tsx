import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { provideMessages } from "~/i18n/catalogues";
import { DEFAULT_LANGUAGE, i18nConfig, isLanguage, type Language } from "~/i18n/config";
import type { Messages } from "~/i18n/locales/id";

// Only the page's language is downloaded; switching languages reloads the document.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  id: () => import("~/i18n/locales/id"),
  en: () => import("~/i18n/locales/en"),
  fr: () => import("~/i18n/locales/fr"),
};

async function hydrate() {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const messages = (await loaders[language]()).default;
  provideMessages(language, messages);
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: language,
    resources: { [language]: { translation: messages } },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
