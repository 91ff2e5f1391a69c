import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listProvinces, listRegencies } from "~/models/guest.server";
import { parseId } from "~/utils/route-params";

/** Provinces of a country (?negara=) or regencies of a province (?provinsi=), for the live selects. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const negara = parseId(url.searchParams.get("negara"));
  const provinsi = parseId(url.searchParams.get("provinsi"));
  const headers = { "Cache-Control": "public, max-age=300" };
  if (provinsi !== null) return json({ options: await listRegencies(context.db, provinsi) }, { headers });
  if (negara !== null) return json({ options: await listProvinces(context.db, negara) }, { headers });
  return json({ options: [] }, { headers });
}
