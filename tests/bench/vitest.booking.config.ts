import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import base from "../../vitest.config";

/** The project's vitest setup (workerd, D1 migrations) running only the booking benchmark. */
export default defineConfig(async (env) => {
  const config = await (typeof base === "function" ? base(env) : base);
  return {
    ...config,
    root: fileURLToPath(new URL("../..", import.meta.url)),
    test: { ...config.test, include: ["tests/bench/booking-bench.test.ts"] },
  };
});
