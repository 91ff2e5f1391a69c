/** Indonesian messages of the back-office only; downloaded by the browser on staff pages alone. */
import admin from "./id/admin";
import chatConsole from "./id/chat-console";
import crud from "./id/crud";
import desk from "./id/desk";
import office from "./id/office";
import type { Widen } from "./widen";

const idStaff = {
  ...admin,
  ...chatConsole,
  ...crud,
  ...desk,
  ...office,
};

export default idStaff;
export type StaffMessages = Widen<typeof idStaff>;
