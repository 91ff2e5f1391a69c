/** Indonesian messages of the back-office only; downloaded by the browser on staff pages alone. */
import admin from "./id/admin";
import channelSync from "./id/channel-sync";
import channels from "./id/channels";
import chatConsole from "./id/chat-console";
import crud from "./id/crud";
import desk from "./id/desk";
import holds from "./id/holds";
import office from "./id/office";
import rateGrid from "./id/rate-grid";
import refunds from "./id/refunds";
import dashboard from "./id/dashboard";
import tapeChart from "./id/tape-chart";
import validationStaff from "./id/validation-staff";
import deskFlows from "./id/desk-flows";
import propertySetup from "./id/property-setup";
import type { Widen } from "./widen";

const idStaff = {
  ...propertySetup,
  ...deskFlows,
  ...tapeChart,
  ...dashboard,
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
  ...validationStaff,
};

export default idStaff;
export type StaffMessages = Widen<typeof idStaff>;
