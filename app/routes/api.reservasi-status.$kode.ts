import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { findPaymentStatus } from "~/models/reservation-detail.server";
import { BOOKING_CODE_PATTERN } from "~/utils/booking-code";

/** The live payment status the instructions page polls: status and deadline only. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!BOOKING_CODE_PATTERN.test(kode)) return json({ error: "notFound" }, { status: 404, headers });
  const row = await findPaymentStatus(context.db, kode);
  if (!row) return json({ error: "notFound" }, { status: 404, headers });
  return json({ statusBayar: row.statusBayar, batasBayar: row.batasBayar.getTime(), now: Date.now() }, { headers });
}
