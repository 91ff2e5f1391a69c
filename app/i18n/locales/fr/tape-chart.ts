import type { TapeChartMessages } from "../id/tape-chart";

const tapeChart: TapeChartMessages = {
  tapeChart: {
    lead: "Tous les domaines sur un seul écran, une ligne par chambre. Cliquez sur une réservation pour l’ouvrir, sur une case vide pour un client sans réservation.",
    hotel: "Domaine",
    allHotels: "Tous les domaines",
    roomType: "Type de chambre",
    allRoomTypes: "Tous les types",
    roomTypeOption: "{{hotel}} — {{type}}",
    days: "Période",
    daysOption_one: "{{count}} jour",
    daysOption_other: "{{count}} jours",
    caption: "Occupation du {{from}} au {{to}}",
    today: "Aujourd’hui",
    weekend: "Week-end",
    units_one: "{{count}} chambre",
    units_other: "{{count}} chambres",
    freeCell: "Chambre {{unit}}, {{date}} : libre — créer une réservation au comptoir",
    bar: "{{guest}} ({{kode}}) : {{status}}, {{channel}}, chambre {{unit}}, {{from}} – {{to}}",
    continuesBefore: "commencé avant",
    continuesAfter: "continue après",
    tone: {
      waiting: "Bloq.",
      booked: "Réservée",
      in: "Sur place",
      out: "Partie",
      noshow: "Absent",
    },
    toneMeaning: {
      waiting: "En attente de paiement (hachuré)",
      booked: "Occupée : réservée, payée ou à payer sur place",
      in: "Client arrivé (bord gauche épais)",
      out: "Client parti (estompé)",
      noshow: "Client non venu (pointillé)",
    },
    channel: {
      WEB: "Web",
      OFFLINE: "Comptoir",
    },
    channelLegend: "Canal : Web = site, Comptoir = réception, nom d’une OTA = vendue sur un autre canal",
    conflictsLink: "Conflits de {{hotel}}",
    noUnits: "Aucune chambre pour cette sélection.",
    errors: {
      badQuery:
        "Paramètres du calendrier non valides. Le domaine et le type de chambre doivent venir de la liste, les dates au format AAAA-MM-JJ et la période de 7 à 31 jours.",
    },
    search: {
      label: "Chercher un client ou un code",
      hint: "Nom du client, téléphone, e-mail ou code de réservation",
      tooLong: "La recherche est trop longue : {{max}} caractères au plus.",
      contact: "Contact",
    },
  },
};

export default tapeChart;
