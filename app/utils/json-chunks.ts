/**
 * A long list written to D1 as JSON arrays bound to `json_each(?)`, each at most `maxBytes` of UTF-8: D1
 * refuses a bound string over 2 MB (SQLITE_TOOBIG), so a list that can grow with its input (an imported
 * calendar) is cut into several statements of one batch instead of one string. An item larger than
 * `maxBytes` on its own still gets a chunk of its own (callers keep their items far smaller).
 */
export function jsonChunks(items: readonly unknown[], maxBytes: number): string[] {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let parts: string[] = [];
  // "[" and "]", then one comma per item after the first.
  let size = 2;
  for (const item of items) {
    const part = JSON.stringify(item);
    const bytes = encoder.encode(part).byteLength;
    if (parts.length > 0 && size + 1 + bytes > maxBytes) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      size = 2;
    }
    size += (parts.length > 0 ? 1 : 0) + bytes;
    parts.push(part);
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/** The UTF-8 size of the chunks together. */
export function chunksBytes(chunks: readonly string[]): number {
  const encoder = new TextEncoder();
  return chunks.reduce((sum, chunk) => sum + encoder.encode(chunk).byteLength, 0);
}
