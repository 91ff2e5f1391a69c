import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadDocumentMessages } from "~/i18n/client-messages";
import { DEFAULT_LANGUAGE, i18nConfig, isLanguage, type Language } from "~/i18n/config";

// Only the page's language is downloaded, and its back-office part only on staff pages (the root layout
// marks them with data-chrome="staff"); switching languages reloads the document.
async function hydrate() {
  const root = document.documentElement;
  const language: Language = isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE;
  const resources = await loadDocumentMessages(language, root.dataset.chrome === "staff");
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: language, resources });
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
