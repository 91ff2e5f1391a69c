import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { AUDIT, writeAudit } from "~/models/audit-log.server";
import { bumpContentVersion } from "~/models/content-version.server";
import { setReviewHidden } from "~/models/review.server";
import type { Actor } from "~/services/intent.server";
import { parseId } from "~/utils/route-params";

/** Guest-review moderation at the desk, one function per intent. */

const reviewId = z.string().transform(parseId).pipe(z.number());

/** The moderation page's buttons: hide or show one review (`review` = its id). */
export const reviewIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), review: reviewId }),
  z.object({ intent: z.literal("show"), review: reviewId }),
]);
export type ReviewIntent = z.infer<typeof reviewIntentSchema>;

/**
 * Hides a review from the public pages or shows it again. When that changes anything, the public pages'
 * content version is bumped (the room page must drop or regain the review now) and the change is
 * audited as REVIEW_MODERATED. Null for an unknown review.
 */
export async function moderateReview(
  context: Pick<AppLoadContext, "db">,
  input: ReviewIntent,
  actor: Actor,
): Promise<{ hidden: boolean } | null> {
  const hidden = input.intent === "hide";
  const outcome = await setReviewHidden(context.db, input.review, hidden);
  if (!outcome) return null;
  if (outcome.changed) {
    await bumpContentVersion(context.db);
    await writeAudit(context.db, {
      principal: actor.login,
      type: AUDIT.reviewModerated,
      message: `${input.intent} review ${input.review}`,
      remoteAddress: actor.remoteAddress,
      data: { reviewId: input.review, hotelId: outcome.hotelId, hidden },
    });
  }
  return { hidden };
}
