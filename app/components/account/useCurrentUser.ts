import type { CurrentUser } from "~/utils/authorities";
import { useRootData } from "~/utils/root-data";

/** The signed-in account as the root loader exposes it, or null when signed out. */
export function useCurrentUser(): CurrentUser | null {
  return useRootData()?.currentUser ?? null;
}
