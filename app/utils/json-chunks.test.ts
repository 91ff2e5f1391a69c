import { describe, expect, it } from "vitest";
import { chunksBytes, jsonChunks } from "./json-chunks";

describe("jsonChunks", () => {
  it("cuts a list into JSON arrays no larger than the budget, keeping every item once and in order", () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({ u: `event-${i}@ota.test`, n: "2026-12-01" }));
    const chunks = jsonChunks(items, 10_000);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(new TextEncoder().encode(chunk).byteLength).toBeLessThanOrEqual(10_000);
    expect(chunks.flatMap((chunk) => JSON.parse(chunk) as unknown[])).toEqual(items);
  });

  it("counts UTF-8 bytes, not characters (names in Javanese script are three bytes a letter)", () => {
    const items = Array.from({ length: 300 }, () => "ꦗꦮ".repeat(50));
    const chunks = jsonChunks(items, 4096);
    for (const chunk of chunks) expect(new TextEncoder().encode(chunk).byteLength).toBeLessThanOrEqual(4096);
    expect(chunksBytes(chunks)).toBeGreaterThan(300 * 300);
    expect(chunks.flatMap((chunk) => JSON.parse(chunk) as unknown[])).toHaveLength(300);
  });

  it("gives an item over the budget a chunk of its own and an empty list no chunk", () => {
    expect(jsonChunks(["a", "b".repeat(100), "c"], 20)).toEqual(['["a"]', `["${"b".repeat(100)}"]`, '["c"]']);
    expect(jsonChunks([], 100)).toEqual([]);
  });
});
