import type { Role } from "~/db/schema";

/**
 * Who may answer guests in the chat (hold a lobby socket, open any conversation): administrators and
 * customer-service staff (ROLE_CS, a role of this product: the spec has no operator authority).
 */
export const CHAT_OPERATOR_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_CS"];
