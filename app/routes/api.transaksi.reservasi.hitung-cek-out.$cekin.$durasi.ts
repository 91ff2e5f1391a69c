import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { isIsoDate } from "~/utils/dates";
import { tryComputeCheckOut, STAY_LIMITS } from "~/utils/stay";

/**
 * Spec §7: GET /api/transaksi/reservasi/hitung-cek-out/{YYYY-MM-DD}/{durasi} → { estimasi_cek_out }.
 * The same computation the search form and action use; the answer never changes, so it is cached.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const cekout = tryComputeCheckOut(params.cekin, params.durasi);
  if (cekout === null) {
    const error = !isIsoDate(params.cekin ?? "") ? "dateInvalid" : "nightsRange";
    return json(
      { error, minDurasi: STAY_LIMITS.minNights, maxDurasi: STAY_LIMITS.maxNights },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return json({ estimasi_cek_out: cekout }, { headers: { "Cache-Control": "public, max-age=86400, immutable" } });
}
