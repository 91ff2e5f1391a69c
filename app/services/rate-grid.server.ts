import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Submission } from "@conform-to/react";
import type { Language } from "~/i18n/config";
import { applyRateChange, planRateChange, roomTypeIdsOfHotel, type RatePlan } from "~/models/rate-change.server";
import { undoableChange, undoRateChange } from "~/models/rate-undo.server";
import type { EstateKind } from "~/models/staff-scope.server";
import { estateGuard, type EstateGuard } from "~/services/estate-scope.server";
import { actorOf } from "~/services/intent.server";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { PreviewRoomType, RatePreview, UndoableChange } from "~/utils/rate-preview";
import { rateChangeSchema, type RateChange } from "~/utils/rate-change";
import { fail, ok, type Failure, type Result } from "~/utils/result";
import { parseId } from "~/utils/route-params";

/**
 * The rate grid's posts (docs/decisions/038): `preview` (the default) plans a change and shows it, writing
 * nothing; `apply` writes it with the keep/overwrite choices of the confirmation; `undoPreview` shows the last
 * change to undo and `undo` undoes it. Every room type named — ticked, of a whole property, or of a change to
 * undo — is asked of the estate guard first: another estate's is the same 404 as an unknown one.
 * Nothing here answers HTTP: the outcome (or the refusal, a `Result`) is what the route turns into a page.
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

/** What a post of the grid comes to; the route answers each (a page, a form reply, a redirect with a toast). */
export type RateGridOutcome =
  | { kind: "undoPreview"; undo: UndoableChange }
  | { kind: "undone"; to: string; nights: number }
  /** The form's own problems (and `failure`, one found once the form was read), shown on the form (400). */
  | { kind: "invalid"; submission: Submission<RateChange>; failure?: Failure }
  /** `stale`: a night changed since the confirmation was shown; the new plan is shown again (409). */
  | { kind: "preview"; preview: RatePreview; stale: boolean }
  | { kind: "saved"; to: string; nights: number; kept: number };

const roomTypeUnknown = fail("rateGrid.errors.roomType", { status: 404 });

/** Whether the account may change `kind` `id` (another estate's is refused as an unknown one). */
async function inScope(guard: EstateGuard, kind: EstateKind, ids: readonly (number | string | null)[]): Promise<boolean> {
  for (const id of ids) if (!(await guard.allows(kind, id))) return false;
  return true;
}

/** The room types a change names: those ticked, or every room type of the property of `wholeHotel`; each in scope. */
async function roomTypesOf(db: AppLoadContext["db"], guard: EstateGuard, form: FormData): Promise<Result<number[] | null>> {
  const whole = form.get("wholeHotel");
  if (typeof whole === "string" && whole !== "") {
    const hotelId = parseId(whole);
    if (!(await inScope(guard, "hotel", [hotelId]))) return roomTypeUnknown;
    return ok(await roomTypeIdsOfHotel(db, hotelId!));
  }
  return ok(null);
}

export async function rateGridAction(request: Request, context: AppLoadContext, session: Session, language: Language): Promise<Result<RateGridOutcome>> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "preview");
  const guard = await estateGuard(context.db, session.user.id);
  const shownType = parseId(String(form.get("type") ?? ""));

  if (intent === "undoPreview" || intent === "undo") {
    const changeId = String(form.get("changeId") ?? "");
    const change = changeId ? await undoableChange(context.db, changeId, language) : null;
    if (!change) return fail("rateGrid.undo.unknown", { status: 404 });
    if (!(await inScope(guard, "roomType", change.roomTypes.map((t) => t.id)))) return roomTypeUnknown;
    if (intent === "undoPreview") return ok({ kind: "undoPreview", undo: change });
    const done = await undoRateChange(context.db, actorOf(session, request), changeId, language);
    if (!done.ok) return done;
    const to = `/admin/tarif?type=${shownType ?? done.value.roomTypeIds[0]}&month=${change.from.slice(0, 7)}`;
    return ok({ kind: "undone", to, nights: done.value.nights });
  }

  const whole = await roomTypesOf(context.db, guard, form);
  if (!whole.ok) return whole;
  if (whole.value) {
    form.delete("roomTypeId");
    for (const id of whole.value) form.append("roomTypeId", String(id));
  }
  const submission = parseWithZod(form, { schema: rateChangeSchema });
  if (submission.status !== "success") return ok({ kind: "invalid", submission });
  const change = submission.value;
  // Another estate's room type: the same 404 as an unknown one, and no rate is written.
  if (!(await inScope(guard, "roomType", change.roomTypeId))) return roomTypeUnknown;
  const result =
    intent === "apply"
      ? await applyRateChange(context.db, actorOf(session, request), change, language, decisionsOf(form))
      : await planRateChange(context.db, change, language);
  // A change that chose no day is a form problem, shown on the form; anything else is refused.
  if (!result.ok) return result.status === 400 ? ok({ kind: "invalid", submission, failure: result }) : result;
  const value = result.value;
  if (!("stale" in value)) return ok({ kind: "preview", preview: previewOf(value, shownType), stale: false });
  if (value.stale) return ok({ kind: "preview", preview: previewOf(value.plan, shownType), stale: true });
  const to = `/admin/tarif?type=${shownType ?? change.roomTypeId[0]}&month=${change.from.slice(0, 7)}`;
  return ok({ kind: "saved", to, nights: value.nights, kept: value.kept });
}

/** The confirmation's choices: the nights it listed, and those staff chose to overwrite. */
function decisionsOf(form: FormData) {
  const listed = new Set(form.getAll("listed").map(String));
  const overwrite = new Set([...listed].filter((key) => form.get(`night:${key}`) === "overwrite"));
  return { overwrite, listed };
}
