import type { TapeChartMessages } from "../id/tape-chart";

const tapeChart: TapeChartMessages = {
  tapeChart: {},
};

export default tapeChart;
