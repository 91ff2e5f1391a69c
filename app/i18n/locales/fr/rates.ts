import type { RatesMessages } from "../id/rates";

const rates: RatesMessages = {
  rates: {},
};

export default rates;
