import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { listProvinces, listRegencies } from "~/models/guest.server";

/** Provinces of a country (?negara=) or regencies of a province (?provinsi=), for the live selects. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const negara = url.searchParams.get("negara") ?? "";
  const provinsi = url.searchParams.get("provinsi") ?? "";
  const headers = { "Cache-Control": "public, max-age=300" };
  if (/^\d{1,9}$/.test(provinsi)) return json({ options: await listRegencies(context.db, Number(provinsi)) }, { headers });
  if (/^\d{1,9}$/.test(negara)) return json({ options: await listProvinces(context.db, Number(negara)) }, { headers });
  return json({ options: [] }, { headers });
}
