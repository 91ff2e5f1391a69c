import type { D1Migration } from "cloudflare:test";
import type { ChatSession } from "../../workers/chat/session";
import type { OperatorLobby } from "../../workers/chat/lobby";

// Bindings the tests see: wrangler.toml's plus the ones vitest.config.ts adds.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      BUCKET: R2Bucket;
      APP_ENV: string;
      PUBLIC_SITE_URL: string;
      PAYMENT_GATEWAY: string;
      MIDTRANS_SERVER_KEY: string;
      MAIL_TRANSPORT: string;
      API_DOCS_ENABLED: string;
      PASSWORD_PEPPER: string;
      SESSION_SECRET: string;
      CONTENT_VERSION_TTL_MS: string;
      GOOGLE_CLIENT_ID: string;
      GOOGLE_CLIENT_SECRET: string;
      TEST_MIGRATIONS: D1Migration[];
      CHAT_SESSION: DurableObjectNamespace<ChatSession>;
      OPERATOR_LOBBY: DurableObjectNamespace<OperatorLobby>;
    }
  }
}
