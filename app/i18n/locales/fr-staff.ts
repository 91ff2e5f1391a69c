import admin from "./fr/admin";
import channelSync from "./fr/channel-sync";
import channels from "./fr/channels";
import chatConsole from "./fr/chat-console";
import crud from "./fr/crud";
import desk from "./fr/desk";
import holds from "./fr/holds";
import office from "./fr/office";
import rateGrid from "./fr/rate-grid";
import refunds from "./fr/refunds";
import type { StaffMessages } from "./id-staff";

const frStaff: StaffMessages = {
  ...admin,
  ...channelSync,
  ...channels,
  ...chatConsole,
  ...crud,
  ...desk,
  ...holds,
  ...office,
  ...rateGrid,
  ...refunds,
};

export default frStaff;
