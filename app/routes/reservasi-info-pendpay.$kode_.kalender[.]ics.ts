import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getLanguage } from "~/i18n/i18n.server";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import { stayCalendar } from "~/orders/intents/stay-calendar.server";
import { BOOKING_CODE_PATTERN } from "~/orders/rules/booking-code";
import { errorResponse } from "~/utils/invariant";

/** `/reservasi-info-pendpay/{kode}/kalender.ics`: the booking's stay for the guest's calendar (ADR 037). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const language = await getLanguage(request);
  // Looked up through the booking-code limiter like every page that names a booking (ADR 033).
  const body = await lookUpBookingByCode(context.db, request, () =>
    BOOKING_CODE_PATTERN.test(kode) ? stayCalendar(context, kode, language) : Promise.resolve(null),
  );
  if (body === null) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return new Response(request.method === "HEAD" ? null : body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kode}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
