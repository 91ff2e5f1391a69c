import type { ChannelSyncMessages } from "../id/channel-sync";

const channelSync: ChannelSyncMessages = {
  channelSync: {
    errors: {
      bad_url: "Cette adresse de calendrier n'est pas valide. Copiez l'adresse iCal (.ics) complète depuis l'OTA, commençant par https://, sans nom d'utilisateur ni mot de passe, 2000 caractères au plus.",
      not_https: "L'adresse du calendrier doit commencer par https://. Copiez l'adresse iCal sécurisée depuis les réglages de calendrier de l'OTA.",
      private_host: "Cette adresse désigne un réseau local ou privé, pas une OTA. Utilisez l'adresse iCal publique de Booking.com, Airbnb, Traveloka, etc.",
      too_many_redirects: "Cette adresse redirige trop de fois. Copiez l'adresse iCal actuelle depuis l'OTA.",
      timeout: "L'OTA n'a pas répondu en 10 secondes. La synchronisation sera retentée automatiquement ; si l'échec persiste, vérifiez l'adresse.",
      too_large: "Le calendrier dépasse 1 Mo. Vérifiez que l'adresse est celle du calendrier d'un seul logement, pas de tout le compte.",
      http_status: "L'OTA a répondu par une erreur (HTTP {{detail}}). Vérifiez l'adresse ou créez une nouvelle adresse iCal chez l'OTA.",
      network: "Impossible de joindre l'OTA. La synchronisation sera retentée automatiquement ; si l'échec persiste, vérifiez l'adresse.",
      not_calendar: "Cette adresse ne renvoie pas un calendrier iCal. Copiez l'adresse d'export du calendrier (.ics) de l'OTA, pas celle de sa page web.",
      too_many_conflicts: "Ce calendrier chevauche trop de nuits déjà occupées sur ce logement ({{detail}} nuits) pour être importé en une fois. Rien n'a été modifié. Vérifiez si un autre calendrier de ce logement vient de la même OTA, puis supprimez l'un des deux.",
      apply_failed: "Le calendrier a été lu mais n'a pas pu être enregistré ici. Rien n'a été modifié ; la synchronisation sera retentée automatiquement. Si l'échec persiste, contactez l'administrateur.",
      duplicate: "Un calendrier avec cette adresse est déjà ajouté à ce logement.",
      unknownUnit: "Ce logement n'existe pas ou n'est pas actif. Choisissez un logement actif.",
      badLabel: "Nommez la source du calendrier (1 à 60 caractères), par exemple « Airbnb ».",
    },
    email: {
      subject: "Conflit de calendrier : {{unit}} ({{source}})",
      greeting: "Bonjour l'équipe de {{hotel}},",
      intro: "Le calendrier {{source}} marque {{unit}} occupé des nuits déjà vendues sur notre site. Ces nuits ne sont PAS bloquées pour {{source}} ; un logement risque d'être vendu deux fois.",
      stay: "Événement {{source}} : du {{cekin}} au {{cekout}}.",
      night: "Nuit du {{night}} : réservation {{kode}}",
      nightHeld: "Nuit du {{night}} : déjà fermée (blocage ou autre calendrier)",
      todo: "Contactez le client ou l'OTA pour déplacer l'une des réservations, puis vérifiez le calendrier de la réception.",
      action: "Ouvrir le calendrier de la réception",
      fallback: "Si le bouton ne fonctionne pas, ouvrez cette adresse :",
      more: "{{nights}} autres nuits en conflit ne sont pas listées ici ; retrouvez-les toutes dans le calendrier de la réception.",
    },
  },
};

export default channelSync;
