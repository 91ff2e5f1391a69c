import { useRouteLoaderData } from "@remix-run/react";
import type { CurrentUser } from "~/utils/authorities";

/** The signed-in account as the root loader exposes it, or null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  const data = useRouteLoaderData("root") as { currentUser?: CurrentUser | null } | undefined;
  return data?.currentUser ?? null;
}
