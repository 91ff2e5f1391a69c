import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import kamar from "~/models/crud-resources/kamar.server";
import { insertUnits, propertySetups, roomTypeOfHotel, setupReport, takenUnitNumbers, type PropertySetup } from "~/models/property-setup.server";
import { requireUserWithRole } from "~/services/auth.server";
import { estateGuard } from "~/services/estate-scope.server";
import { redirectWithToast } from "~/services/toast.server";
import { invariantResponse } from "~/utils/invariant";
import { parseId, requireId } from "~/utils/route-params";
import { searchUrl, stayDefaults } from "~/utils/stay";
import { parseUnitNumbers } from "./unit-numbers";
import { recordChange } from "./write.server";

/**
 * The guided set-up of a property (/admin/properti): the checklist of what guests still cannot see and
 * the forms that fill it. Master data, so the engine's role and its audit and cache bump apply.
 */

type Args = Pick<LoaderFunctionArgs, "request" | "context" | "params">;

export const SETUP_ROLE = "ROLE_ADMIN";

/** The public search of the property's city for the usual stay (tonight, one guest, one room). */
function publicSearch(setup: PropertySetup): string {
  return searchUrl({ kota: setup.cityId, ...stayDefaults() });
}

/** The property of `:hotelId` the account may set up, else 404. */
export async function propertyOf({ request, context, params }: Args) {
  const session = await requireUserWithRole(request, context, SETUP_ROLE);
  const id = requireId(params.hotelId, "propertySetup.errors.notFound");
  const guard = await estateGuard(context.db, session.user.id);
  await guard.require("hotel", id, "propertySetup.errors.notFound");
  const [setup] = await propertySetups(context.db, guard.scope, id);
  invariantResponse(setup, "propertySetup.errors.notFound", { status: 404 });
  return { session, setup };
}

/** /admin/properti: every property with how far its set-up is. */
export async function propertyListLoader({ request, context }: Args) {
  const session = await requireUserWithRole(request, context, SETUP_ROLE);
  const setups = await propertySetups(context.db, (await estateGuard(context.db, session.user.id)).scope);
  return json({
    properties: setups.map((setup) => {
      const report = setupReport(setup);
      return { id: setup.id, nama: setup.nama, cityNama: setup.cityNama, visible: report.hidden.length === 0, done: report.steps.filter((s) => s.missing.length === 0).length, steps: report.steps.length };
    }),
  });
}

/** /admin/properti/:hotelId: the checklist. */
export async function propertyGuideLoader(args: Args) {
  const { setup } = await propertyOf(args);
  return json({ setup, report: setupReport(setup), publicUrl: publicSearch(setup) });
}

export type UnitsFormError = { key: `propertySetup.units.${"empty" | "invalid" | "tooMany" | "taken" | "unknownType"}`; values?: Record<string, string> };

/** POST /admin/properti/:hotelId: several units of one room type at once ("101-105"); all or none. */
export async function addUnitsAction(args: Args & { params: Params }) {
  const { session, setup } = await propertyOf(args);
  const { request, context } = args;
  const form = await request.formData();
  const typeRaw = String(form.get("roomTypeId") ?? "");
  const typeId = parseId(typeRaw);
  const type = typeId === null ? null : await roomTypeOfHotel(context.db, setup.id, typeId);
  const refuse = (error: UnitsFormError) => json({ unitsError: error, nomor: String(form.get("nomor") ?? "").slice(0, 500), roomTypeId: typeRaw }, { status: 400 });
  if (!type) return refuse({ key: "propertySetup.units.unknownType" });
  const parsed = parseUnitNumbers(String(form.get("nomor") ?? "").slice(0, 2_000));
  if (!parsed.ok) return refuse({ key: `propertySetup.units.${parsed.problem}`, values: { token: parsed.token ?? "" } });
  const taken = await takenUnitNumbers(context.db, type.id, parsed.nomor);
  if (taken.length > 0) return refuse({ key: "propertySetup.units.taken", values: { nomor: taken.join(", "), type: type.nama } });
  const ids = await insertUnits(context.db, type.id, parsed.nomor);
  for (const id of ids) await recordChange(context, request, session.user.login, "new", kamar, id);
  return redirectWithToast(
    `/admin/properti/${setup.id}`,
    { type: "success", key: "propertySetup.units.added", values: { count: ids.length, type: type.nama } },
    context.env,
  );
}
