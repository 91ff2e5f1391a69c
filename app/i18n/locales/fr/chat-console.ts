import type { ChatConsoleMessages } from "../id/chat-console";

const chatConsole: ChatConsoleMessages = {
  chatConsole: {
    title: "Discussions des visiteurs",
    online: "Vous êtes en ligne",
    offline: "Vous êtes hors ligne",
    goOnline: "En ligne",
    goOffline: "Hors ligne",
    availability: "Disponibilité",
    connecting: "Connexion…",
    reconnecting: "Connexion perdue, reconnexion…",
    waiting: "En attente d'un opérateur",
    mine: "Mes discussions",
    others: "Autres opérateurs",
    none: "Aucune discussion pour l'instant.",
    select: "Choisissez une discussion à gauche.",
    unread_one: "{{count}} non lu",
    unread_other: "{{count}} non lus",
    guestTyping: "{{name}} écrit…",
    guest: "Visiteur",
    notificationsEnable: "Activer les notifications",
    notificationsOn: "Notifications activées",
    notificationsBlocked: "Notifications bloquées par le navigateur",
    newChat: "Nouvelle discussion de {{name}}",
    newMessage: "Nouveau message de {{name}}",
    conversations: "Discussions",
    canned: "Réponses rapides",
    needsScript: "Cette page a besoin de JavaScript pour recevoir les discussions.",
    guestNumbered: "Visiteur n°{{id}}",
    conversationWith: "Discussion avec {{name}}",
    noMessages: "Aucun message.",
    guestPage: "Sur la page",
    cannedReplies: {
      greeting: "Bonjour, merci d'avoir contacté Agrowisata. Comment pouvons-nous vous aider ?",
      moment: "Un instant s'il vous plaît, nous vérifions.",
      booking: "Pour réserver une chambre, choisissez vos dates et votre chambre sur la page de recherche, puis suivez les étapes.",
      thanks: "Merci, bonne journée !",
    },
  },
};

export default chatConsole;
