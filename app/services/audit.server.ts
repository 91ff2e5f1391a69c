import type { Db } from "~/context.server";
import { audit } from "~/db/schema";

/** Audit event types (shown by the back-office audits page). */
export const AUDIT = {
  loginSuccess: "AUTHENTICATION_SUCCESS",
  loginFailure: "AUTHENTICATION_FAILURE",
  logout: "LOGOUT",
  registered: "ACCOUNT_REGISTERED",
  activated: "ACCOUNT_ACTIVATED",
  passwordChanged: "PASSWORD_CHANGED",
  passwordResetRequested: "PASSWORD_RESET_REQUESTED",
  passwordReset: "PASSWORD_RESET",
  sessionRevoked: "SESSION_REVOKED",
  authoritiesChanged: "AUTHORITIES_CHANGED",
  settingsChanged: "SETTINGS_CHANGED",
  emailChangeRequested: "EMAIL_CHANGE_REQUESTED",
  emailChangeCancelled: "EMAIL_CHANGE_CANCELLED",
  emailChanged: "EMAIL_CHANGED",
  // Back-office changes (one type per kind of change; the data names the record).
  recordCreated: "RECORD_CREATED",
  recordUpdated: "RECORD_UPDATED",
  recordDeleted: "RECORD_DELETED",
  userCreated: "USER_CREATED",
  userUpdated: "USER_UPDATED",
  userDeleted: "USER_DELETED",
  reservationChanged: "RESERVATION_CHANGED",
  deskBooking: "DESK_BOOKING",
  reviewModerated: "REVIEW_MODERATED",
  themeChanged: "THEME_CHANGED",
  loggerChanged: "LOGGER_CHANGED",
} as const;
export type AuditType = (typeof AUDIT)[keyof typeof AUDIT];

export interface AuditEntry {
  principal: string;
  type: AuditType;
  message?: string;
  remoteAddress?: string | null;
  data?: Record<string, unknown>;
}

/** Writes one audit row (spec §3 Audit: principal, type, data.message, data.remoteAddress). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(audit).values({
    principal: entry.principal.slice(0, 100),
    type: entry.type,
    remoteAddress: entry.remoteAddress ?? null,
    data: {
      ...entry.data,
      ...(entry.message ? { message: entry.message } : {}),
      ...(entry.remoteAddress ? { remoteAddress: entry.remoteAddress } : {}),
    },
  });
}
