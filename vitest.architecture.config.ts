import { defineConfig } from "vitest/config";

/**
 * The architecture check (`npm run test:architecture`, part of `npm test` right after lint): runs in Node over
 * the source tree — no import circles, no oversized files, every decision record dated and indexed.
 */
export default defineConfig({
  test: {
    include: ["tests/architecture/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
