import { desc, eq } from "drizzle-orm";
import { outbox } from "~/db/schema";
import { setResetKey } from "~/models/user.server";
import { randomToken, sha256Hex } from "~/services/tokens.server";
import type { TestBrowser } from "./browser";
import { db } from "./db";

export async function signIn(browser: TestBrowser, login: string, password: string, remember = false) {
  const form: Record<string, string> = { login, password };
  if (remember) form.remember = "on";
  return browser.post("/login", form);
}

/** The newest e-mail the outbox holds for `to`. */
export async function latestEmail(to: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)).limit(1);
  return row ?? null;
}

/** The path and query of the first link in a text e-mail that goes to `path`. */
export function linkTo(text: string, path: string): string | null {
  const match = text.match(/https?:\/\/[^\s]+/g)?.find((url) => new URL(url).pathname === path);
  if (!match) return null;
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}

/** Issues a reset key for a user directly (as the request page would), optionally back-dated. */
export async function issueResetKey(userId: number, issuedAt = new Date()): Promise<string> {
  const key = randomToken();
  await setResetKey(db, userId, await sha256Hex(key), issuedAt);
  return key;
}
