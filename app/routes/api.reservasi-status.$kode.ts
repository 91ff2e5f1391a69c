import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { reservation } from "~/db/schema";

/** The live payment status the instructions page polls: status and deadline only. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const kode = params.kode ?? "";
  const headers = { "Cache-Control": "no-store" };
  if (!/^[A-Z0-9-]{6,40}$/.test(kode)) return json({ error: "notFound" }, { status: 404, headers });
  const [row] = await context.db
    .select({ statusBayar: reservation.statusBayar, batasBayar: reservation.batasBayar })
    .from(reservation)
    .where(eq(reservation.kodeBooking, kode))
    .limit(1);
  if (!row) return json({ error: "notFound" }, { status: 404, headers });
  return json({ statusBayar: row.statusBayar, batasBayar: row.batasBayar.getTime(), now: Date.now() }, { headers });
}
