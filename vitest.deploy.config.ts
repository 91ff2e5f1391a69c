import { defineConfig } from "vitest/config";

/**
 * The deploy check (`npm run test:deploy`, part of `npm test` after the build): runs in Node and starts the
 * Worker of a dry-run deploy in workerd through miniflare with the committed production configuration.
 */
export default defineConfig({
  test: {
    include: ["tests/deploy/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
