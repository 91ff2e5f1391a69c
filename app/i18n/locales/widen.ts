/** The shape of a message module with every string literal widened to `string`. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
