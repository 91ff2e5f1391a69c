import { expect } from "vitest";
import type { Role } from "~/db/schema";
import { findResource } from "~/models/crud-resources/index.server";
import { signIn } from "./account";
import { ORIGIN, TestBrowser } from "./browser";
import { createUser } from "./db";

/** A signed-in browser for an account with these roles. */
export async function staffBrowser(roles: Role[] = ["ROLE_USER", "ROLE_ADMIN"], language: "id" | "en" | "fr" = "id") {
  const user = await createUser({ roles, langKey: language });
  const browser = new TestBrowser({ language });
  await signIn(browser, user.login, user.password);
  expect(browser.hasSession()).toBe(true);
  return browser;
}

/** The row ids of a rendered list, in order. */
export function rowIds(html: string): number[] {
  return [...html.matchAll(/<tr data-id="(\d+)"/g)].map((m) => Number(m[1]));
}

/** A multipart POST as the browser sends a form with file inputs. */
export function postMultipart(browser: TestBrowser, path: string, form: FormData) {
  return browser.fetch(path, { method: "POST", body: form, headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } });
}

export type Comparable = string | number | null;

/**
 * The ids in the order the list must show them: by the field's value (text without case, empty
 * values first as SQLite does), ties by id.
 */
export function expectedOrder(rows: { id: number; values: Record<string, Comparable> }[], field: string, direction: "asc" | "desc"): number[] {
  const value = (row: (typeof rows)[number]) => (field === "id" ? row.id : row.values[field]);
  const compare = (a: Comparable, b: Comparable) => {
    if (a === b) return 0;
    if (a === null) return -1;
    if (b === null) return 1;
    if (typeof a === "string" && typeof b === "string") return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
    return a < b ? -1 : 1;
  };
  return [...rows]
    .sort((a, b) => {
      const c = compare(value(a), value(b));
      return (direction === "asc" ? c : -c) || a.id - b.id;
    })
    .map((r) => r.id);
}

/** The sortable fields of a registered resource, as its definition lists them. */
export function sortableFields(name: string): string[] {
  const definition = findResource(name);
  if (!definition) throw new Error(`no resource ${name}`);
  return ["id", ...definition.sort.filter((f) => f !== "id")];
}
