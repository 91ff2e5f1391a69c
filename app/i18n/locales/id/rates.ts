import type { Widen } from "../widen";

/** Nightly prices, stay rules and the 30-day price strip (guest pages). */
const rates = {
  rates: {},
};

export default rates;
export type RatesMessages = Widen<typeof rates>;
