/**
 * A guest booked at the front desk may give no e-mail address (a walk-in with a phone number only). The
 * guest table keys guests by a unique, non-null e-mail, so such a guest's row carries a placeholder in
 * the reserved `.invalid` domain (RFC 2606), one per booking; the booking's own snapshot keeps "" (ADR 030).
 * Neither is ever shown nor mailed: the outbox refuses any address `isMailableAddress` rejects.
 */
export const NO_EMAIL_DOMAIN = "walk-in.invalid";

/** The guest row's key for a booking made without an e-mail address. */
export function noEmailGuestKey(kodeBooking: string): string {
  return `${kodeBooking.toLowerCase()}@${NO_EMAIL_DOMAIN}`;
}

/** Whether a message may be queued for this address: not empty, not in a reserved `.invalid` domain. */
export function isMailableAddress(address: string): boolean {
  const to = address.trim().toLowerCase();
  return to.includes("@") && !to.endsWith(".invalid");
}
