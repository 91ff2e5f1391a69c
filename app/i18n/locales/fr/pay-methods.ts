import type { PayMethodsMessages } from "../id/pay-methods";

const payMethods: PayMethodsMessages = {
  payMethods: {
    list: {
      legend: "Choisissez votre moyen de paiement",
      overCapHidden:
        "Le paiement en supérette est limité à {{cap}} ; il n'est donc pas proposé pour cette réservation.",
    },
    errors: {
      overCap:
        "Ce moyen de paiement n'accepte pas un montant aussi élevé que le total de votre réservation (au-delà de sa limite). Choisissez-en un autre.",
      unknownKind: "Ce moyen de paiement n'est pas encore utilisable. Choisissez-en un autre ou contactez-nous.",
    },
    wallet: {
      qrTitle: "Scannez le code QR",
      qrLead: "Scannez-le avec n'importe quelle application bancaire ou de portefeuille mobile compatible QRIS.",
      qrAlt: "Code QR de paiement de la réservation {{kode}}",
      qrImage: "Ouvrir l'image du code QR",
      openApp: "Ouvrir l'application {{app}}",
      phoneLead: "Sur ce téléphone, touchez le bouton ci-dessous pour payer dans l'application {{app}}.",
      desktopLead: "Scannez le code QR avec l'application {{app}} de votre téléphone.",
      simulatorScanner: "Ouvrir le scanner du simulateur",
      saveQr: "Enregistrer le code QR",
      saveQrHint: "Sur ce téléphone ? Enregistrez le code QR puis importez-le depuis la galerie dans votre application de paiement.",
    },
    simulator: {
      title: "Simulateur : application de paiement",
      lead: "Cette page joue le rôle de l'application bancaire ou de portefeuille mobile du client qui scanne le code QR.",
      merchant: "Commerçant",
      pay: "Scanner et payer",
      paid: "Paiement effectué. Le commerçant a été prévenu.",
      notFound: "Ce code QR est inconnu.",
      back: "Retour à la page de réservation",
    },
  },
};

export default payMethods;
