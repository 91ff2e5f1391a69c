/** A copy of `values` in random order (Fisher–Yates with the runtime's cryptographic random numbers). */
export function shuffled<T>(values: readonly T[]): T[] {
  const out = [...values];
  const random = crypto.getRandomValues(new Uint32Array(out.length));
  for (let i = out.length - 1; i > 0; i--) {
    const j = random[i] % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
