import { env } from "cloudflare:test";
import { createDb } from "~/models/db.server";
import { authority, userAuthority, users, type LangKey, type Role } from "~/db/schema";
import { hashPassword } from "~/services/password.server";

export const db = createDb(env.DB);

let counter = 0;

/** A name no other test uses (test files may share one database). */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface TestUserOptions {
  login?: string;
  email?: string;
  password?: string | null;
  activated?: boolean;
  /** Whether the owner proved the address; defaults to `activated` (as the migration set it). */
  emailVerified?: boolean;
  langKey?: LangKey;
  roles?: Role[];
  firstName?: string | null;
}

/** Creates a user directly in D1 (with the real password hashing) and the authority rows it needs. */
export async function createUser(options: TestUserOptions = {}) {
  const login = options.login ?? unique("user");
  const email = options.email ?? `${login}@example.test`;
  const password = options.password === undefined ? "rahasia123" : options.password;
  const roles = options.roles ?? ["ROLE_USER"];
  const [row] = await db
    .insert(users)
    .values({
      login,
      email,
      passwordHash: password === null ? null : await hashPassword(password, env.PASSWORD_PEPPER),
      activated: options.activated ?? true,
      emailVerified: options.emailVerified ?? options.activated ?? true,
      langKey: options.langKey ?? "en",
      firstName: options.firstName ?? null,
      createdBy: "test",
    })
    .returning({ id: users.id });
  for (const name of roles) {
    await db.insert(authority).values({ name }).onConflictDoNothing();
    await db.insert(userAuthority).values({ userId: row.id, authorityName: name });
  }
  return { id: row.id, login, email, password: password ?? "" };
}
