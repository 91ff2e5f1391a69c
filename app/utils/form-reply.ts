import type { SubmissionResult } from "@conform-to/react";

/**
 * The whole form's first message in a form reply (`formReply`, app/utils/result.ts), for a page that shows it
 * above a plain form; null when there is none. Kept apart from result.ts so a page's bundle carries only this.
 */
export function formErrorOf(result: Pick<SubmissionResult<string[]>, "error"> | null | undefined): string | null {
  return result?.error?.[""]?.[0] ?? null;
}
