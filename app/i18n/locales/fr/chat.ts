import type { ChatMessages } from "../id/chat";

const chat: ChatMessages = {
  chat: {
    guestForm: {
      title: "Veuillez saisir votre e-mail et votre nom",
      name: "Nom",
      email: "E-mail",
      ok: "OK",
      cancel: "Annuler",
    },
    offlineForm: {
      title: "Laisser un message",
      text: "Message",
      send: "Envoyer",
      sent: "Merci, nous avons bien reçu votre message. Nous vous répondrons par e-mail.",
    },
    errors: {
      nameRequired: "Votre nom est obligatoire.",
      nameTooLong: "Votre nom ne peut pas dépasser 50 caractères.",
      emailRequired: "Votre e-mail est obligatoire.",
      emailInvalid: "Votre e-mail n'est pas valide.",
      emailTooLong: "Votre e-mail ne peut pas dépasser 100 caractères.",
      textRequired: "Le message est obligatoire.",
      textTooLong: "Le message ne peut pas dépasser {{max}} caractères.",
      tooManyOfflineMessages: "Trop de messages depuis votre adresse. Veuillez réessayer dans un moment.",
    },
    socket: {
      badFrame: "Le serveur n'a pas pu lire ce message.",
      messageEmpty: "Un message vide n'est pas envoyé.",
      messageTooLong: "Un message ne peut pas dépasser {{max}} caractères.",
      rateLimited: "Trop de messages. Patientez un instant avant de renvoyer.",
      operatorOffline: "Désolé, nos opérateurs sont hors ligne. Veuillez réessayer dans un moment",
      operatorsBusy: "Tous nos opérateurs sont occupés avec d'autres clients. Vos messages sont conservés et recevront une réponse dès que l'un d'eux sera libre.",
      notAllowed: "Cette action n'est pas autorisée.",
      serverError: "Une erreur est survenue sur le serveur. Veuillez réessayer.",
    },
    refusal: {
      crossSite: "Connexion au chat refusée : la demande vient d'un autre site.",
      signInRequired: "Veuillez saisir votre nom et votre e-mail, ou vous connecter, pour commencer le chat.",
      forbidden: "Vous ne pouvez pas ouvrir cette conversation.",
      badRequest: "Demande de chat invalide.",
      upgradeRequired: "Cette adresse n'accepte que des connexions WebSocket.",
    },
    replyEmail: {
      subject: "Notre opérateur a répondu à votre chat",
      greeting: "Bonjour {{name}},",
      intro: "Notre opérateur vous a répondu dans le chat après que vous avez quitté la page :",
      more: "Ouvrez le chat pour lire toute la conversation et répondre.",
      action: "Ouvrir le chat",
      linkFallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      signature: "Bien cordialement,\nL'équipe Agrowisata",
      footer: "Cet e-mail a été envoyé automatiquement par {{site}} parce que vous y avez ouvert un chat.",
    },
    staffEmail: {
      storedSubject: "Message de chat (opérateurs hors ligne)",
      subject: "Message laissé dans le chat hors ligne par {{nama}}",
      intro: "Un visiteur a laissé un message dans le chat alors qu'aucun opérateur n'était en ligne.",
      from: "De",
      message: "Message",
      replyHint: "Répondez directement à l'adresse e-mail du visiteur.",
    },
  },
};

export default chat;
