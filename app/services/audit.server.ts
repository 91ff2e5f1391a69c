/**
 * The audit log's writer moved to app/models/audit-log.server.ts (models are the only D1 writers). This
 * re-export keeps callers not yet moved compiling; import from the model instead.
 */
export { AUDIT, writeAudit, type AuditEntry, type AuditType } from "~/models/audit-log.server";
