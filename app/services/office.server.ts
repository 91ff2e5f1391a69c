import type { AppLoadContext } from "@remix-run/cloudflare";
import { getFixedT } from "~/i18n/i18n.server";
import { translator, type MessageKey } from "~/i18n/message-key";
import { findUserByLogin, type UserDetail } from "~/models/user-admin.server";
import { requireRole } from "~/services/auth.server";
import type { AuthSession } from "~/services/session.server";

/** Back-office pages of user management and the system group are for administrators only (spec §6). */
export function requireAdmin(request: Request, context: AppLoadContext): Promise<AuthSession> {
  return requireRole(request, context, ["ROLE_ADMIN"]);
}

/** A plain-text refusal in the visitor's language (thrown: the root error page shows it). */
export async function officeError(request: Request, status: number, key: MessageKey): Promise<Response> {
  const { t } = await getFixedT(request);
  return new Response(translator(t)(key), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The user a /pengguna/{login}/… URL names, or a 404 "user not found". */
export async function requireUserByLogin(
  request: Request,
  context: AppLoadContext,
  login: string | undefined,
): Promise<UserDetail> {
  const user = login ? await findUserByLogin(context.db, login) : null;
  if (!user) throw await officeError(request, 404, "office.users.notFound");
  return user;
}
