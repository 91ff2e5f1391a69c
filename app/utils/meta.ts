import type { MetaDescriptor } from "@remix-run/cloudflare";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";
import { resources } from "~/i18n/resources";
import type { Messages } from "~/i18n/locales/id";

type RootMatch = { id: string; data?: unknown };

/** The page language from the root loader's data, for use in `meta` functions. */
export function languageFromMatches(matches: readonly RootMatch[]): Language {
  const root = matches.find((m) => m.id === "root")?.data as { language?: unknown } | undefined;
  return isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE;
}

/** The message catalogue of a language, for the few places (meta) that render outside React. */
export function messagesFor(language: Language): Messages {
  return resources[language].translation;
}

/** Title and description tags for a page. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
