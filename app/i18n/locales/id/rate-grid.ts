import type { Widen } from "../widen";

/** The back-office rate calendar (month grid per room type) and holidays. */
const rateGrid = {
  rateGrid: {},
};

export default rateGrid;
export type RateGridMessages = Widen<typeof rateGrid>;
