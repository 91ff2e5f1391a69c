import admin from "./en/admin";
import channelSync from "./en/channel-sync";
import channels from "./en/channels";
import chatConsole from "./en/chat-console";
import crud from "./en/crud";
import desk from "./en/desk";
import holds from "./en/holds";
import office from "./en/office";
import rateGrid from "./en/rate-grid";
import refunds from "./en/refunds";
import type { StaffMessages } from "./id-staff";

const enStaff: StaffMessages = {
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

export default enStaff;
