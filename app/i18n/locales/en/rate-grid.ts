import type { RateGridMessages } from "../id/rate-grid";

const rateGrid: RateGridMessages = {
  rateGrid: {},
};

export default rateGrid;
