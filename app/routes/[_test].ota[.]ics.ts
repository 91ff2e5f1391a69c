import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import ICAL from "ical.js";
import { errorResponse } from "~/utils/invariant";
import { isIsoDate } from "~/utils/dates";

/**
 * End-to-end test hook: a fake OTA calendar. `/_test/ota.ics?from=YYYY-MM-DD&to=YYYY-MM-DD&uid=…&summary=…`
 * answers a real iCalendar with one all-day event per from/to pair (repeated parameters or `;`-separated
 * lists; uid and summary optional). Exists only when E2E_TEST_HOOKS=1 outside production; 404 otherwise.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.env.e2eHooks) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const params = new URL(request.url).searchParams;
  const list = (name: string) => params.getAll(name).flatMap((v) => v.split(";"));
  const froms = list("from");
  const tos = list("to");
  const uids = list("uid");
  const summaries = list("summary");
  if (froms.length !== tos.length || ![...froms, ...tos].every(isIsoDate)) {
    throw errorResponse("errors.badRequestMessage", { status: 400 });
  }
  const calendar = new ICAL.Component("vcalendar");
  calendar.addPropertyWithValue("prodid", "-//Agrowisata//Fake OTA//EN");
  calendar.addPropertyWithValue("version", "2.0");
  froms.forEach((from, i) => {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", uids[i] || `fake-${from}-${tos[i]}@ota.test`);
    event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(new Date(), true));
    event.addPropertyWithValue("dtstart", ICAL.Time.fromDateString(from));
    event.addPropertyWithValue("dtend", ICAL.Time.fromDateString(tos[i]));
    event.addPropertyWithValue("summary", summaries[i] || "Reserved");
    calendar.addSubcomponent(event);
  });
  return new Response(calendar.toString(), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "no-store" },
  });
}
