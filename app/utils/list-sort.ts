/** A list's sort order, as the spec's query string writes it: `sort=field,asc|desc`. */
export interface ListSort<F extends string> {
  field: F;
  direction: "asc" | "desc";
}

/**
 * Reads `field,asc|desc` against the fields a list allows; anything else (unknown field, bad direction,
 * garbage) is the list's default order, never an error.
 */
export function parseSort<F extends string>(
  value: string | null | undefined,
  fields: readonly F[],
  fallback: ListSort<F>,
): ListSort<F> {
  if (!value) return fallback;
  const [field, direction = "asc", ...rest] = value.split(",");
  if (rest.length > 0 || !(fields as readonly string[]).includes(field)) return fallback;
  if (direction !== "asc" && direction !== "desc") return fallback;
  return { field: field as F, direction };
}

export function formatSort<F extends string>(sort: ListSort<F>): string {
  return `${sort.field},${sort.direction}`;
}

/** The order a column header link asks for: its field ascending, or the reverse when already sorted by it. */
export function nextSort<F extends string>(current: ListSort<F>, field: F): ListSort<F> {
  if (current.field !== field) return { field, direction: "asc" };
  return { field, direction: current.direction === "asc" ? "desc" : "asc" };
}
