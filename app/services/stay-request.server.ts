import { parseWithZod } from "~/utils/parse-with-zod";
import type { Submission, SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { Params } from "@remix-run/react";
import { json } from "@remix-run/cloudflare";
import type { Db } from "~/models/db.server";
import { listCities } from "~/models/hotel-search.server";
import { todayInJakarta } from "~/utils/dates";
import { stayParamsToSearchParams, type Stay, type StayErrorCode, type StayField } from "~/utils/stay";
import { createStaySchema } from "~/utils/stay-schema";
import { NO_STORE } from "~/services/cache.server";

/**
 * Reading a stay out of a page URL (/cari_hotel, /room, /reservasi): the same zod schema as the
 * search form, so a bad URL part is reported exactly like a bad form field, and the page can show the
 * form with those errors instead of failing.
 */

type StaySchema = ReturnType<typeof createStaySchema>;
type StaySubmission = Submission<z.input<StaySchema>, string[], z.output<StaySchema>>;

export type StayRoute =
  | { ok: true; stay: Stay; submission: StaySubmission }
  | { ok: false; submission: StaySubmission };

export function parseStayRoute(params: Params, today: string = todayInJakarta()): StayRoute {
  const submission = parseWithZod(stayParamsToSearchParams(params), { schema: createStaySchema(today) });
  return submission.status === "success" ? { ok: true, stay: submission.value, submission } : { ok: false, submission };
}

export interface InvalidStayData {
  kind: "invalid";
  reply: SubmissionResult<string[]>;
  cities: { id: number; nama: string }[];
  today: string;
}

/**
 * The 400 answer for a page whose URL holds an invalid stay: the search form, filled with what the URL
 * said, and the errors (field errors from the schema, plus any found in the database).
 */
export async function invalidStay(
  db: Db,
  submission: StaySubmission,
  extra: { fieldErrors?: Partial<Record<StayField, StayErrorCode[]>>; formErrors?: StayErrorCode[] } = {},
  today: string = todayInJakarta(),
) {
  const base = submission.reply();
  const reply: SubmissionResult<string[]> = {
    ...base,
    status: "error",
    error: {
      ...(base.error ?? {}),
      ...extra.fieldErrors,
      ...(extra.formErrors?.length ? { "": [...(base.error?.[""] ?? []), ...extra.formErrors] } : {}),
    },
  };
  const data: InvalidStayData = { kind: "invalid", reply, cities: await listCities(db), today };
  return json(data, { status: 400, headers: { "Cache-Control": NO_STORE } });
}
