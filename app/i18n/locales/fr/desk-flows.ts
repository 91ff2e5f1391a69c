import type { DeskFlowsMessages } from "../id/desk-flows";

const deskFlows: DeskFlowsMessages = {
  deskFlows: {},
};

export default deskFlows;
