import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { chatBookingByCode } from "~/orders/store/chat-booking.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { isBookingCode } from "~/orders/rules/booking-code";
import { CHAT_OPERATOR_ROLES } from "~/utils/chat-roles";
import { invariantResponse } from "~/utils/invariant";

/**
 * GET: a booking the guest quoted in the chat, for the operator console (JSON). Read-only — there is no
 * action — for chat operators only, within the account's estates (another estate's code answers the same
 * 404 as an unknown one). A code in any letter case is looked up as the guest may have typed it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHAT_OPERATOR_ROLES);
  const kode = (params.kode ?? "").trim().toUpperCase();
  invariantResponse(isBookingCode(kode), "chatConsole.booking.badCode", { status: 400 });
  await (await estateGuard(context.db, session.user.id)).require("kode", kode, "chatConsole.booking.notFound");
  const booking = await chatBookingByCode(context.db, kode);
  invariantResponse(booking, "chatConsole.booking.notFound", { status: 404 });
  // The guest's own page for it: Pesanan Saya asks them for the e-mail or phone of the booking.
  const pesananUrl = new URL(`/pesanan?${new URLSearchParams({ kode })}`, context.env.PUBLIC_SITE_URL).toString();
  return json({ booking, pesananUrl }, { headers: { "Cache-Control": "no-store" } });
}
