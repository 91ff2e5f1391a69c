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
    files: ["app/components/**", "app/utils/**", "app/crud/components/**", "app/crud/fields.ts", "app/crud/view.ts", "app/i18n/locales/**", "app/entry.client.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/*.server", "**/*.server.*", "~/services/*", "~/models/*"], message: "Server-only module imported from browser code." },
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
    // Routes stay thin: every query lives in a model function (app/models/*.server.ts) that takes `db`.
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "~/db/schema", "**/db/schema"],
              message: "Routes do not query the database: call a function from app/models/*.server.ts.",
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
