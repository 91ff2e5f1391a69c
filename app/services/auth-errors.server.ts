import { AuthorizationError } from "remix-auth";

/**
 * `captcha`: the account is under guessing and the captcha was missing, wrong or spent.
 * `googleUnverified`: Google does not vouch for the address. `unverifiedAccount`: an account has the address
 * but its owner never proved it, so Google sign-in may not take it over.
 */
export type SignInFailureReason = "invalid" | "inactive" | "throttled" | "captcha" | "googleUnverified" | "unverifiedAccount";

/** Why a sign-in was refused; carried as the cause of remix-auth's AuthorizationError. */
export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    readonly retryAfterSeconds = 0,
    /** The account is under guessing: the next try must come with the captcha. */
    readonly captchaNext = false,
  ) {
    super(`sign-in refused: ${reason}`);
    this.name = "SignInError";
  }
}

/** The SignInError behind a failed authentication, or null for any other failure (e.g. Google down). */
export function signInFailure(error: unknown): SignInError | null {
  if (error instanceof SignInError) return error;
  if (error instanceof AuthorizationError && error.cause instanceof SignInError) return error.cause;
  return null;
}
