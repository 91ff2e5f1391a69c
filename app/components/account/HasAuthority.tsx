import type { ReactNode } from "react";
import type { Role } from "~/db/schema";
import { hasAnyAuthority, hasAuthority } from "~/utils/authorities";
import { useCurrentUser } from "./useCurrentUser";

/**
 * The two show/hide directives of spec §6 as components. They only hide markup: every loader and
 * action still checks access on the server with requireUserWithRole.
 */
export function HasAnyAuthority({
  authorities,
  children,
  fallback = null,
}: {
  authorities: readonly Role[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const user = useCurrentUser();
  return <>{hasAnyAuthority(user, authorities) ? children : fallback}</>;
}

export function HasAuthority({
  authority,
  children,
  fallback = null,
}: {
  authority: Role;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const user = useCurrentUser();
  return <>{hasAuthority(user, authority) ? children : fallback}</>;
}
