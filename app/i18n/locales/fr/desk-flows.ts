import type { DeskFlowsMessages } from "../id/desk-flows";

const deskFlows: DeskFlowsMessages = {
  deskFlows: {
    walkIn: {
      email: "E-mail (facultatif)",
      emailHint: "Sans e-mail, le client ne reçoit aucun e-mail ; joignez-le par téléphone.",
      noEmail: "Pas d’e-mail",
    },
    payAtDesk: {
      unpaid: "Non payé — à encaisser au départ",
      noDeadline: "Pas de date limite de paiement (payé sur place)",
    },
    methodKind: {
      "PAYMENT PAGE": "Page de paiement",
      "PENDING PAYMENT": "Virement / code de paiement",
      "DIRECT PAYMENT": "Paiement sur place",
    },
    early: {
      action: "Départ (anticipé)",
      title: "Départ anticipé du client",
      released: "Nuits {{nights}} libérées, elles peuvent être revendues.",
      newCekout: "Nouveau départ",
      oldTotal: "Facture initiale",
      newTotal: "Nouvelle facture",
      paid: "Payé",
      owed: "Reste à payer",
      refundable: "Trop-perçu (remboursable)",
      refundNote: "Un remboursement a été ouvert pour la comptabilité (page Remboursements).",
      settled: "Soldé",
      confirm: "Oui, enregistrer le départ",
      back: "Annuler",
      needsConfirm: "Le client part avant la date de départ : ouvrez la confirmation de départ anticipé sur la page de la réservation.",
      notEarly: "Aujourd’hui n’est pas un départ anticipé pour cette réservation.",
      toast: "Réservation {{kode}} : départ anticipé enregistré, facture mise à jour.",
    },
    arrivals: {
      title: "Arrivées & départs",
      lead: "Les clients qui arrivent, partent et séjournent à une date, prêts à imprimer.",
      date: "Date",
      hotel: "Établissement",
      allHotels: "Tous les établissements",
      show: "Afficher",
      print: "Imprimer",
      arrivals: "Arrivées",
      departures: "Départs",
      inHouse: "En séjour",
      empty: "Aucun client.",
      badDate: "Date invalide. Utilisez le format AAAA-MM-JJ.",
      columns: {
        code: "Code",
        guest: "Client",
        phone: "Téléphone",
        hotel: "Établissement",
        roomType: "Type de chambre",
        units: "Unités",
        nights: "Nuits",
        guests: "Personnes",
        payment: "Paiement",
        due: "Reste dû",
      },
    },
  },
};

export default deskFlows;
