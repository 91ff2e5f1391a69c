/** Indonesian messages of the back-office only; downloaded by the browser on staff pages alone. */
import admin from "./id/admin";
import chatConsole from "./id/chat-console";
import crud from "./id/crud";
import desk from "./id/desk";
import office from "./id/office";
import rateGrid from "./id/rate-grid";
import refunds from "./id/refunds";
import type { Widen } from "./widen";

const idStaff = {
  ...admin,
  ...chatConsole,
  ...crud,
  ...desk,
  ...office,
  ...rateGrid,
  ...refunds,
};

export default idStaff;
export type StaffMessages = Widen<typeof idStaff>;
