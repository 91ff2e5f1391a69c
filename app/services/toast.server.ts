import { createCookie, redirect } from "@remix-run/cloudflare";
import type { AppEnv } from "~/env.server";
import { readCookieValue } from "~/services/cookies.server";
import { z } from "zod";
import { TOAST_TYPES, type Toast, type ToastInput } from "~/utils/toast";

const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(TOAST_TYPES).default("info"),
  key: z.string().min(1).max(200),
  values: z.record(z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<Toast, z.ZodTypeDef, unknown>;

function toastCookie(env: Pick<AppEnv, "SESSION_SECRET" | "isProduction">) {
  return createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    secrets: [env.SESSION_SECRET],
    maxAge: 60,
  });
}

type ToastEnv = Pick<AppEnv, "SESSION_SECRET" | "isProduction">;

/** A Set-Cookie value that makes the next page show the toast once. */
export async function toastHeader(env: ToastEnv, toast: ToastInput): Promise<string> {
  return toastCookie(env).serialize(toastSchema.parse(toast));
}

/** Ends a mutation: redirect and show a toast on the page we land on. */
export async function redirectWithToast(url: string, toast: ToastInput, env: ToastEnv, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(env, toast));
  return redirect(url, { ...init, headers });
}

/**
 * Reads the flash toast, if any, and returns the header that clears it. A tampered or malformed
 * cookie is ignored (and cleared), never an error.
 */
export async function readToast(
  request: Request,
  env: ToastEnv,
): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null, clearHeader: null };
  const cookie = toastCookie(env);
  const raw = await readCookieValue(cookie, cookieHeader);
  const parsed = toastSchema.safeParse(raw);
  const clearHeader = await cookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clearHeader };
}
