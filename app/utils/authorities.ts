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

/** Staff of this product's own back-office pages, each with the page they start from. */
const STAFF_LANDING: readonly (readonly [Role, string])[] = [
  ["ROLE_ADMIN", "/admin"],
  ["ROLE_FRONTDESK", "/admin/reservasi"],
  ["ROLE_CS", "/admin/chat"],
];

/** Where an account lands after signing in: its first back-office page, or home. */
export function landingPage(user: Pick<CurrentUser, "authorities"> | null | undefined): string {
  return STAFF_LANDING.find(([role]) => hasAuthority(user, role))?.[1] ?? "/";
}

/** What the header shows: the first name when known, else the login. */
export function displayName(user: Pick<CurrentUser, "login" | "firstName">): string {
  return user.firstName?.trim() || user.login;
}
