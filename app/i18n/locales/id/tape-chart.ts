import type { Widen } from "../widen";

/** The tape chart of every estate and the reservation search of the front desk. */
const tapeChart = {
  tapeChart: {},
};

export default tapeChart;
export type TapeChartMessages = Widen<typeof tapeChart>;
