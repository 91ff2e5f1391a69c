import { parseSort, type ListSort } from "~/utils/list-sort";

/** Users list (spec §2 "Users list"): 20 a page, sortable by these fields, id ascending by default. */
export const USER_PAGE_SIZE = 20;
export const USER_SORT_FIELDS = ["id", "login", "email", "createdDate", "lastModifiedBy", "lastModifiedDate"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const DEFAULT_USER_SORT: ListSort<UserSortField> = { field: "id", direction: "asc" };

export function parseUserSort(value: string | null | undefined): ListSort<UserSortField> {
  return parseSort(value, USER_SORT_FIELDS, DEFAULT_USER_SORT);
}

/** Roles the list shows as badges (spec §6: the list shows ROLE_USER and ROLE_ADMIN). */
export const LISTED_ROLES = ["ROLE_ADMIN", "ROLE_USER"] as const;

/** The login of the built-in anonymous principal, never listed (spec §6). */
export const ANONYMOUS_LOGIN = "anonymoususer";
