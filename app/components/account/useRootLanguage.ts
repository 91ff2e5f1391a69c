import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";

/** The page language chosen by the root loader. */
export function useRootLanguage(): Language {
  const data = useRouteLoaderData("root") as { language?: unknown } | undefined;
  return isLanguage(data?.language) ? data.language : DEFAULT_LANGUAGE;
}
