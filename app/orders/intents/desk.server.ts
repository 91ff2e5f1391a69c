import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { MessageKey } from "~/i18n/message-key";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { applyDeskAction, DESK_REFUSAL_MESSAGES as REFUSAL_MESSAGES, type DeskAction, type DeskReservation } from "~/orders/store/front-desk.server";
import { getCancellableBooking } from "~/orders/store/cancellation.server";
import { applyEarlyDeparture, quoteEarlyDeparture, type DepartingStay } from "~/orders/store/early-departure.server";
import { todayInJakarta } from "~/utils/dates";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { cancelBooking } from "~/orders/intents/cancel.server";
import { placeDeskBooking, type PlaceDeskBookingResult } from "~/orders/intents/book.server";
import type { Actor } from "~/services/intent.server";
import { fail, ok, type Result } from "~/utils/result";

/**
 * What the front desk does to bookings, one function per intent: the change, the guest's e-mail and
 * the audit row happen here, so a route only parses the form and turns the outcome into a Response.
 */

type DeskContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/** The buttons of a reservation's desk page; each posts nothing but its `intent`. */
export const deskIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("checkIn") }),
  z.object({ intent: z.literal("checkOut") }),
  z.object({ intent: z.literal("checkOutEarly"), quoted: z.coerce.number().int().nonnegative() }),
  z.object({ intent: z.literal("markPaid") }),
  z.object({ intent: z.literal("markUnpaid") }),
  z.object({ intent: z.literal("resend") }),
  z.object({ intent: z.literal("noShow") }),
]);
export type DeskIntent = z.infer<typeof deskIntentSchema>["intent"];
// Every change the model can make has its button.
const _everyAction: readonly DeskAction[] extends readonly Exclude<DeskIntent, "resend" | "checkOutEarly">[] ? true : never = true;

const DONE_MESSAGES: Record<DeskIntent, MessageKey> = {
  cancel: "desk.toast.cancel",
  checkIn: "desk.toast.checkIn",
  checkOut: "desk.toast.checkOut",
  checkOutEarly: "deskFlows.early.toast",
  markPaid: "desk.toast.markPaid",
  markUnpaid: "desk.toast.markUnpaid",
  resend: "desk.toast.resend",
  noShow: "refunds.noShow.toast",
};

/** Done (with the toast to show), or refused by the stay's state (409, with the reason's message). */
export type DeskChangeOutcome = Result<{ toast: MessageKey }>;

const conflict = (key: MessageKey) => fail(key, { status: 409 });

/**
 * One front-desk change to the reservation staff were looking at (cancel, checkIn, checkOut, markPaid,
 * markUnpaid, noShow — a paid guest who never came, after the arrival day; no refund, nights stay sold) or the e-voucher sent again (resend, paid bookings only). Paid at the desk, the guest gets
 * the e-voucher (once per booking, like a gateway payment). Each change made is audited as
 * RESERVATION_CHANGED with its action (and the states it moved between).
 */
export async function changeReservation(
  context: DeskContext,
  input: {
    reservation: Pick<DeskReservation, "kategori"> & DepartingStay;
    intent: DeskIntent;
    /** The new total staff confirmed on the early-departure step. */
    quoted?: number;
  },
  actor: Actor,
  now = new Date(),
): Promise<DeskChangeOutcome> {
  const { reservation: r, intent } = input;
  if (intent === "cancel") return cancelAtDesk(context, r, actor, now);
  if (intent === "checkOutEarly") return departEarly(context, r, input.quoted ?? -1, actor, now);
  let change: Record<string, unknown>;
  if (intent === "resend") {
    if (r.statusBayar !== "PAID") return conflict("desk.errors.notPaid");
    await sendBookingEmail(context, r.id, "booking-voucher", { resendAt: now });
    change = { action: intent };
  } else {
    const result = await applyDeskAction(context.db, r, intent, now);
    if (!result.ok) return result;
    change = { action: intent, ...result.value };
    if (intent === "markPaid") await sendBookingEmail(context, r.id, "booking-voucher");
  }
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.reservationChanged,
    message: `${intent} ${r.kodeBooking}`,
    remoteAddress: actor.remoteAddress,
    data: { kodeBooking: r.kodeBooking, reservationId: r.id, ...change },
  });
  return ok({ toast: DONE_MESSAGES[intent] });
}

/**
 * The guest leaves before the booked check-out day, as staff confirmed on the early-departure step: the
 * stay shortened and re-priced, the nights not slept released and, when the guest paid more than the new
 * total, a manual refund opened for finance (models/early-departure.server.ts). Audited with both totals.
 */
async function departEarly(
  context: DeskContext,
  r: DepartingStay,
  quoted: number,
  actor: Actor,
  now: Date,
): Promise<DeskChangeOutcome> {
  if (r.status !== "CHECKED_IN") return conflict(REFUSAL_MESSAGES.notAllowed);
  const quote = await quoteEarlyDeparture(context.db, r, todayInJakarta(now));
  if (!quote) return conflict("deskFlows.early.notEarly");
  if (quote.newTotal !== quoted) return conflict(REFUSAL_MESSAGES.changed);
  if (!(await applyEarlyDeparture(context.db, r, quote, now))) return conflict(REFUSAL_MESSAGES.changed);
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.reservationChanged,
    message: `checkOutEarly ${r.kodeBooking}`,
    remoteAddress: actor.remoteAddress,
    data: {
      kodeBooking: r.kodeBooking,
      reservationId: r.id,
      action: "checkOutEarly",
      from: { status: r.status, statusBayar: r.statusBayar, cekout: r.cekout, total: r.total },
      to: { status: "CHECKED_OUT", statusBayar: r.statusBayar, cekout: quote.cekout, total: quote.newTotal },
      paid: quote.paid,
      owed: quote.owed,
      refundable: quote.refundable,
    },
  });
  return ok({ toast: DONE_MESSAGES.checkOutEarly });
}

/**
 * Staff cancel through the one cancellation (services/cancellation.server.ts: refund by the booking's
 * policy, nights released, e-mail and audit), on the state staff were looking at.
 */
async function cancelAtDesk(
  context: DeskContext,
  r: Pick<DeskReservation, "kodeBooking" | "status" | "statusBayar">,
  actor: Actor,
  now: Date,
): Promise<DeskChangeOutcome> {
  const booking = await getCancellableBooking(context.db, r.kodeBooking);
  if (!booking || booking.status !== r.status || booking.statusBayar !== r.statusBayar) {
    return conflict("desk.errors.changed");
  }
  const outcome = await cancelBooking(context, { booking, by: "staff" }, actor, now);
  if (!outcome.ok) return conflict(REFUSAL_MESSAGES[outcome.reason === "changed" ? "changed" : "notAllowed"]);
  return ok({ toast: DONE_MESSAGES.cancel });
}

/** The calendar cell and choices a desk booking is made from, as the audit row records them. */
export interface DeskBookingPlace {
  hotelId: number;
  unitId: number;
  cekin: string;
  durasi: number;
  paidNow: boolean;
}

/**
 * A walk-in or phone booking taken at the desk (placeDeskBooking: same atomic inventory as the web,
 * mode OFFLINE, the guest's e-mail), audited as DESK_BOOKING with where and when it was booked.
 */
export async function bookAtDesk(
  context: DeskContext,
  input: Parameters<typeof placeDeskBooking>[1],
  place: DeskBookingPlace,
  actor: Actor,
): Promise<PlaceDeskBookingResult> {
  const result = await placeDeskBooking(context, input);
  if (!result.ok) return result;
  await writeAudit(context.db, {
    principal: actor.login,
    type: AUDIT.deskBooking,
    message: result.kodeBooking,
    remoteAddress: actor.remoteAddress,
    data: { kodeBooking: result.kodeBooking, ...place },
  });
  return result;
}
