import type { Role } from "~/db/schema";

/**
 * Who may answer guests in the chat (hold a lobby socket, open any conversation). The spec has no
 * dedicated operator authority; administrators answer. Add a role here to let more staff answer.
 */
export const CHAT_OPERATOR_ROLES: readonly Role[] = ["ROLE_ADMIN"];
