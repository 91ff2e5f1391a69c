import js from "@eslint/js";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      ".wrangler/**",
      ".deploy-check/**",
      "test-results/**",
      "playwright-report/**",
      "migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.browser, ...globals.worker },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-unescaped-entities": "off",
    },
  },
  {
    // Browser-bound modules must not import server-only code: the classic compiler would silently
    // empty a *.server module in the client bundle instead of failing.
    files: ["app/components/**", "app/utils/**", "app/orders/components/**", "app/orders/rules/**", "app/crud/components/**", "app/crud/fields.ts", "app/crud/view.ts", "app/i18n/locales/**", "app/entry.client.tsx"],
    // A test is never bundled for the browser: it may check a shared rule with the server's half.
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/*.server", "**/*.server.*", "~/services/*", "~/models/*", "~/orders/store/*", "~/orders/intents/*", "~/orders/payments/*"], message: "Server-only module imported from browser code." },
            {
              group: ["**/workers", "**/workers/*", "**/workers/**"],
              message: "Browser code does not import the Worker: shared code (e.g. the chat protocol) lives in app/utils.",
            },
          ],
        },
      ],
    },
  },
  {
    // Models are the only place that reads or writes D1 (README "models/: all D1 access"): nothing else
    // imports drizzle or the schema's tables (the orders module's store is its models: docs/decisions/040). Types (Role, a table's row…) may still be
    // imported, drizzle's too. The drizzle client itself is built in app/models/db.server.ts. The development-only
    // module app/dev (the simulator's own ledger and the test hooks; never deployed, ADR 041) keeps its queries.
    files: ["app/**", "workers/**"],
    ignores: ["app/models/**", "app/orders/store/**", "app/db/**", "app/dev/**", "**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink"],
              message: "Links come from ~/components/ui/Link: a link to a path of the site is a plain anchor there.",
            },
          ],
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*"],
              // A type names a table's columns (the CRUD definitions are typed by their table); it queries nothing.
              allowTypeImports: true,
              message: "Only app/models/** and app/orders/store/** query D1: call (or add) a function there.",
            },
            {
              // Types name things and query nothing; the value lists (ROLES, LANG_KEYS…) live in ~/utils/vocabulary.
              group: ["~/db/*", "**/db/schema", "**/app/db/*"],
              allowTypeImports: true,
              message: "Only app/models/** and app/orders/store/** touch the tables: call (or add) a function there.",
            },
          ],
        },
      ],
    },
  },
  {
    // One failure shape (docs/decisions/024): models, services and the orders module never answer HTTP.
    // They return `Result` (~/utils/result: ok/fail); only a route turns a failure into a refusal or a form reply.
    files: [
      "app/models/**",
      "app/orders/rules/**",
      "app/orders/store/**",
      "app/orders/payments/**",
      "app/orders/intents/**",
      "app/services/**",
    ],
    ignores: [
      "**/*.test.{ts,tsx}",
      // The request's edge, which answers HTTP by design: the guards a loader calls first (sign-in, roles, estate
      // scope, a paused look-up, a staff login in the URL), the intent parser, the refusal page and the toast
      // redirect themselves, a page URL's stay read back as the search form, the chat API's answer.
      "app/services/auth.server.ts",
      "app/services/estate-scope.server.ts",
      "app/services/lookup-limit.server.ts",
      "app/services/office.server.ts",
      "app/services/intent.server.ts",
      "app/services/refusal.server.tsx",
      "app/services/toast.server.ts",
      "app/services/stay-request.server.ts",
      "app/services/chat.server.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["~/utils/invariant", "~/utils/result"].map((name) => ({
              name,
              importNames: ["invariantResponse", "errorResponse", "orRefuse", "formReply"],
              message: "Domain code returns a Result (fail(key, {status})); only routes refuse or answer a form.",
            })),
            ...["@remix-run/cloudflare", "@remix-run/node", "@remix-run/server-runtime"].map((name) => ({
              name,
              importNames: ["json", "redirect", "redirectDocument", "data"],
              message: "Domain code returns a Result, not an HTTP response: the route answers.",
            })),
            { name: "~/services/refusal.server", message: "Domain code returns a Result; refusal pages are the Worker's and the routes'." },
            { name: "~/services/toast.server", importNames: ["redirectWithToast"], message: "Domain code returns a Result; the route redirects." },
          ],
        },
      ],
    },
  },
  {
    // Routes stay thin: one service call per intent; the service writes the audit row and sends the e-mail.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/models/audit-log.server",
              importNames: ["writeAudit", "writeAudits"],
              message: "Routes do not write audit rows: the intent's service function does (app/services/*).",
            },
            {
              name: "~/services/mailer.server",
              message: "Routes do not send e-mail: the intent's service function does (app/services/*).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.{js,ts}", "remix.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
