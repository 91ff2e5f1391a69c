import enPublic from "./en-public";
import enStaff from "./en-staff";
import type { Messages } from "./id";

const en: Messages = { ...enPublic, ...enStaff };

export default en;
