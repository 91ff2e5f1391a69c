import type { AppLoadContext } from "@remix-run/cloudflare";
import { findUserByLogin, type UserDetail } from "~/models/user-admin.server";
import { invariantResponse } from "~/utils/invariant";

/** The user a /pengguna/{login}/… URL names, or a 404 "user not found". */
export async function requireUserByLogin(context: AppLoadContext, login: string | undefined): Promise<UserDetail> {
  const user = login ? await findUserByLogin(context.db, login) : null;
  invariantResponse(user, "office.users.notFound", { status: 404 });
  return user;
}
