import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { findPaymentStatus } from "~/orders/store/reservation-detail.server";
import { lookUpBookingByCode } from "~/services/lookup-limit.server";
import { BOOKING_CODE_PATTERN } from "~/orders/rules/booking-code";
import { invariantResponse } from "~/utils/invariant";

/** The live payment status the instructions page polls: status and deadline only (look-ups limited, ADR 033). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const headers = { "Cache-Control": "no-store" };
  const row = await lookUpBookingByCode(context.db, request, () =>
    BOOKING_CODE_PATTERN.test(kode) ? findPaymentStatus(context.db, kode) : Promise.resolve(null),
  );
  invariantResponse(row, "errors.notFoundMessage", { status: 404 });
  return json({ statusBayar: row.statusBayar, batasBayar: row.batasBayar.getTime(), now: Date.now() }, { headers });
}
