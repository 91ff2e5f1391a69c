import type { SecurityMessages } from "../id/security";

const security: SecurityMessages = {
  security: {
    crossSite: "Requête refusée : le formulaire a été envoyé depuis un autre site.",
    forbiddenTitle: "Accès refusé",
    forbiddenMessage: "Vous n'avez pas l'autorisation de voir cette page.",
    tooManyRequestsTitle: "Trop de requêtes",
    badBody: "La requête est illisible : les données du formulaire sont abîmées ou incomplètes. Rechargez la page et envoyez le formulaire à nouveau.",
    unsupportedBody: "Ce type de contenu n'est pas accepté. Envoyez le formulaire depuis une page de ce site.",
    bodyTooLarge: "Le contenu de la requête est trop volumineux.",
    tooManyLookups: "Trop de codes de réservation introuvables depuis votre adresse. Veuillez réessayer dans {{minutes}} minutes.",
  },
};

export default security;
