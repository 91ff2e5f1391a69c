import { useRouteLoaderData } from "@remix-run/react";
import type { LayoutData } from "~/utils/layout-data";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/config";
import type { CurrentUser } from "~/utils/authorities";
import type { Toast } from "~/utils/toast";

/**
 * What the root loader (app/root.tsx) gives every page, declared here so that readers never import the
 * route module: root.tsx annotates its loader with this type, components read it with `useRootData`,
 * `meta` functions with `rootMetaFromMatches`. Nothing else reads the root route's data.
 */
export interface RootData {
  language: Language;
  layout: LayoutData;
  /** Each latest event's date, written out in the page's language. */
  footerEventDates: Record<number, string>;
  toast: Toast | null;
  currentUser: CurrentUser | null;
  /** The public origin (PUBLIC_SITE_URL without a trailing slash), for canonical URLs and share links. */
  siteUrl: string;
  /** Whether the chat's pre-chat dialog may offer Google sign-in. */
  googleEnabled: boolean;
}

export const ROOT_ROUTE_ID = "root";

/** The root loader's data in a component (undefined only when the root loader itself failed). */
export function useRootData() {
  return useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
}

type Match = { id: string; data?: unknown };

/**
 * The part of the root data a `meta` function needs, from `matches` (whose data Remix does not type):
 * the page language and the public origin, checked rather than assumed.
 */
export function rootMetaFromMatches(matches: readonly Match[]): { language: Language; siteUrl: string } {
  const data = matches.find((m) => m.id === ROOT_ROUTE_ID)?.data;
  const record = typeof data === "object" && data !== null ? data : {};
  const language = "language" in record && isLanguage(record.language) ? record.language : DEFAULT_LANGUAGE;
  const siteUrl = "siteUrl" in record && typeof record.siteUrl === "string" ? record.siteUrl : "";
  return { language, siteUrl };
}
