import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * Benchmarks run inside workerd like the tests, but only on demand (`npm run bench:search`), never
 * as part of `npm test`: they seed large datasets and report timings instead of asserting them.
 */
export default defineConfig(async (env) => {
  const config = typeof base === "function" ? await base(env) : await base;
  return {
    ...config,
    test: {
      ...config.test,
      include: ["tests/bench/**/*.bench.ts"],
      testTimeout: 600_000,
      hookTimeout: 600_000,
    },
  };
});
