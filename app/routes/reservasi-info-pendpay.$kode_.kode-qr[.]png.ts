import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import { paymentQrImage } from "~/orders/intents/payment-info.server";
import { BOOKING_CODE_PATTERN } from "~/orders/rules/booking-code";
import { errorResponse } from "~/utils/invariant";

/**
 * `/reservasi-info-pendpay/{kode}/kode-qr.png`: the QRIS or e-wallet QR of a booking waiting for payment, as a
 * file a phone saves to its gallery and opens from its banking app. Looked up through the booking-code
 * limiter like every page that names a booking (ADR 033); an unknown code, or a booking with no QR to pay,
 * answers 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const found = await lookUpBookingByCode(context.db, request, () =>
    BOOKING_CODE_PATTERN.test(kode) ? paymentQrImage(context, kode) : Promise.resolve(null),
  );
  if (!found?.png) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return new Response(request.method === "HEAD" ? null : found.png, {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": `attachment; filename="QRIS-${kode}.png"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
