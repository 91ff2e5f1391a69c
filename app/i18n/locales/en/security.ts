import type { SecurityMessages } from "../id/security";

const security: SecurityMessages = {
  security: {
    crossSite: "Request refused: the form was sent from another site.",
    forbiddenTitle: "Access denied",
    forbiddenMessage: "You do not have permission to see this page.",
    tooManyRequestsTitle: "Too many requests",
    badBody: "The request could not be read: the form data is damaged or incomplete. Reload the page and send the form again.",
    unsupportedBody: "This kind of request body is not supported. Send the form from this site's page.",
    bodyTooLarge: "The request body is too large.",
    tooManyLookups: "Too many booking codes not found from your address. Please try again in {{minutes}} minutes.",
  },
};

export default security;
