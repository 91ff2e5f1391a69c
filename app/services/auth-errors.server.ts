import { AuthorizationError } from "remix-auth";

export type SignInFailureReason = "invalid" | "inactive" | "throttled";

/** Why a sign-in was refused; carried as the cause of remix-auth's AuthorizationError. */
export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailureReason,
    readonly retryAfterSeconds = 0,
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
