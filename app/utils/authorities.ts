import type { Role } from "~/db/schema";

/** The signed-in account as the layout and the show/hide helpers see it. */
export interface CurrentUser {
  login: string;
  firstName: string | null;
  lastName: string | null;
  authorities: readonly Role[];
}

/** True when the account holds at least one of `authorities` (spec §6 "any authority" directive). */
export function hasAnyAuthority(
  user: Pick<CurrentUser, "authorities"> | null | undefined,
  authorities: readonly Role[],
) {
  if (!user) return false;
  return authorities.some((authority) => user.authorities.includes(authority));
}

/** True when the account holds `authority` (spec §6 "specific authority" directive). */
export function hasAuthority(user: Pick<CurrentUser, "authorities"> | null | undefined, authority: Role) {
  return hasAnyAuthority(user, [authority]);
}

/** What the header shows: the first name when known, else the login. */
export function displayName(user: Pick<CurrentUser, "login" | "firstName">): string {
  return user.firstName?.trim() || user.login;
}
