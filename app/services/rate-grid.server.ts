import type { AppLoadContext } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { Language } from "~/i18n/config";
import { applyRateChange, planRateChange, roomTypeIdsOfHotel, type RatePlan } from "~/models/rate-change.server";
import { undoableChange, undoRateChange } from "~/models/rate-undo.server";
import { estateGuard, type EstateGuard } from "~/services/estate-scope.server";
import { actorOf } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import { invariantResponse } from "~/utils/invariant";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { PreviewRoomType, RatePreview } from "~/utils/rate-preview";
import { rateChangeSchema, type RateChange } from "~/utils/rate-change";
import { parseId } from "~/utils/route-params";

/**
 * The rate grid's posts (docs/decisions/038): `preview` (the default) plans a change and shows it, writing
 * nothing; `apply` writes it with the keep/overwrite choices of the confirmation; `undoPreview` shows the last
 * change to undo and `undo` undoes it. Every room type named — ticked, of a whole property, or of a change to
 * undo — is asked of the estate guard first: another estate's is the same 404 as an unknown one.
 */

type Session = { user: { id: number; login: string } };

function fieldsOf(change: RateChange, shownType: number | null): [string, string][] {
  const fields: [string, string][] = change.roomTypeId.map((id) => ["roomTypeId", String(id)]);
  fields.push(["from", change.from], ["to", change.to], ["kind", change.kind]);
  for (const d of change.weekdays) fields.push(["weekdays", String(d)]);
  if (change.holidaysOnly) fields.push(["holidaysOnly", "on"]);
  if (change.aktif) fields.push(["aktif", "on"]);
  for (const name of ["nilai", "minMalam", "maxMalam"] as const) if (change[name] !== undefined) fields.push([name, String(change[name])]);
  if (shownType !== null) fields.push(["type", String(shownType)]);
  return fields;
}

function previewOf(plan: RatePlan, shownType: number | null): RatePreview {
  return {
    fields: fieldsOf(plan.change, shownType),
    roomTypes: plan.roomTypes.map((type) => {
      const ordinary = new Map<string, PreviewRoomType["ordinary"][number]>();
      for (const n of type.nights) {
        if (n.unchanged || n.different) continue;
        const key = JSON.stringify([n.beforePrice, n.afterPrice]);
        const seen = ordinary.get(key);
        if (seen) seen.count += 1;
        else ordinary.set(key, { count: 1, before: n.beforePrice, after: n.afterPrice });
      }
      return {
        id: type.id,
        nama: type.nama,
        hotelNama: type.hotelNama,
        ...(type.untranslated ? { untranslated: type.untranslated } : {}),
        ordinary: [...ordinary.values()],
        unchanged: type.nights.filter((n) => n.unchanged).length,
        different: type.nights
          .filter((n) => n.different)
          .map((n) => ({ date: n.date, holiday: n.holiday, before: { ...n.beforePrice, rules: n.before }, after: { ...n.afterPrice, rules: n.after } })),
      };
    }),
  };
}

/** The room types a change names: those ticked, or every room type of the property of `wholeHotel`; each in scope. */
async function roomTypesOf(db: AppLoadContext["db"], guard: EstateGuard, form: FormData): Promise<number[] | null> {
  const whole = form.get("wholeHotel");
  if (typeof whole === "string" && whole !== "") {
    const hotelId = parseId(whole);
    await guard.require("hotel", hotelId, "rateGrid.errors.roomType");
    return roomTypeIdsOfHotel(db, hotelId!);
  }
  return null;
}

export async function rateGridAction(request: Request, context: AppLoadContext, session: Session, language: Language) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "preview");
  const guard = await estateGuard(context.db, session.user.id);
  const shownType = parseId(String(form.get("type") ?? ""));

  if (intent === "undoPreview" || intent === "undo") {
    const changeId = String(form.get("changeId") ?? "");
    const change = changeId ? await undoableChange(context.db, changeId, language) : null;
    invariantResponse(change, "rateGrid.undo.unknown", { status: 404 });
    for (const t of change.roomTypes) await guard.require("roomType", t.id, "rateGrid.errors.roomType");
    if (intent === "undoPreview") return json({ undo: change } as const);
    const done = await undoRateChange(context.db, actorOf(session, request), changeId, language);
    return redirectWithToast(
      `/admin/tarif?type=${shownType ?? done.roomTypeIds[0]}&month=${change.from.slice(0, 7)}`,
      { type: "success", key: "rateGrid.undo.done", values: { count: done.nights } },
      context.env,
    );
  }

  const whole = await roomTypesOf(context.db, guard, form);
  if (whole) {
    form.delete("roomTypeId");
    for (const id of whole) form.append("roomTypeId", String(id));
  }
  const submission = parseWithZod(form, { schema: rateChangeSchema });
  if (submission.status !== "success") return json({ result: submission.reply() } as const, { status: 400 });
  const change = submission.value;
  // Another estate's room type: the same 404 as an unknown one, and no rate is written.
  for (const id of change.roomTypeId) await guard.require("roomType", id, "rateGrid.errors.roomType");
  let plan: RatePlan;
  try {
    if (intent !== "apply") {
      plan = await planRateChange(context.db, change, language);
      return json({ preview: previewOf(plan, shownType), stale: false } as const);
    }
    const listed = new Set(form.getAll("listed").map(String));
    const overwrite = new Set([...listed].filter((key) => form.get(`night:${key}`) === "overwrite"));
    const result = await applyRateChange(context.db, actorOf(session, request), change, language, { overwrite, listed });
    if (!result.ok) return json({ preview: previewOf(result.plan, shownType), stale: true } as const, { status: 409 });
    const [first] = change.roomTypeId;
    return redirectWithToast(
      `/admin/tarif?type=${shownType ?? first}&month=${change.from.slice(0, 7)}`,
      result.kept > 0
        ? { type: "success", key: "rateGrid.toast.savedKept", values: { count: result.nights, kept: result.kept } }
        : { type: "success", key: "rateGrid.toast.saved", values: { count: result.nights } },
      context.env,
    );
  } catch (error) {
    // A change that chose no day is a form problem, shown on the form; anything else is the error page.
    if (!(error instanceof Response) || error.status !== 400) throw error;
    const data = (await error.clone().json()) as { key?: string };
    if (typeof data.key !== "string") throw error;
    return json({ result: submission.reply({ formErrors: [data.key] }) } as const, { status: 400 });
  }
}

