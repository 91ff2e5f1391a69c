import enPublic from "./en-public";
import enStaff from "./en-staff";
import enMail from "./en/mail";
import type { Messages } from "./id";

const en: Messages = { ...enPublic, ...enStaff, ...enMail };

export default en;
