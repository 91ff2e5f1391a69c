import type { SecurityMessages } from "../id/security";

const security: SecurityMessages = {
  security: {
    crossSite: "Requête refusée : le formulaire a été envoyé depuis un autre site.",
    forbiddenTitle: "Accès refusé",
    forbiddenMessage: "Vous n'avez pas l'autorisation de voir cette page.",
    tooManyRequestsTitle: "Trop de requêtes",
  },
};

export default security;
