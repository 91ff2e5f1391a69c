import type { SecurityMessages } from "../id/security";

const security: SecurityMessages = {
  security: {
    crossSite: "Request refused: the form was sent from another site.",
    forbiddenTitle: "Access denied",
    forbiddenMessage: "You do not have permission to see this page.",
    tooManyRequestsTitle: "Too many requests",
  },
};

export default security;
