import type { RefundsMessages } from "../id/refunds";

const refunds: RefundsMessages = {
  refunds: {
    meta: { title: "Remboursements" },
    page: {
      title: "Remboursements",
      intro:
        "Les remboursements par carte, QRIS et portefeuille électronique passent par la passerelle de paiement. Les paiements par compte virtuel et en supérette sont remboursés par virement manuel sur le compte bancaire du client : effectuez le virement, puis indiquez-le ici.",
      filter: "Statut",
      all: "Tous",
      apply: "Afficher",
      empty: "Aucun remboursement.",
      limited_one: "Affichage du premier remboursement.",
      limited_other: "Affichage des {{count}} premiers remboursements.",
      caption: "Remboursements",
    },
    columns: {
      kode: "Code de réservation",
      guest: "Client",
      amount: "Remboursé",
      kept: "Retenu",
      channel: "Mode",
      status: "Statut",
      bank: "Compte bancaire",
      createdAt: "Demandé le",
      paid: "Effectué",
      actions: "Actions",
    },
    status: { PENDING: "En attente", PAID: "Effectué", FAILED: "Échoué" },
    channel: { GATEWAY: "Passerelle de paiement", MANUAL: "Virement manuel" },
    bank: "{{bank}} {{account}} au nom de {{holder}}",
    noBank: "Aucun compte indiqué",
    paidBy: "{{when}} par {{login}}",
    paidByGateway: "{{when}} (passerelle)",
    actions: {
      markPaid: "Marquer comme viré",
      markPaidConfirm: "Avez-vous viré {{amount}} sur {{bank}} pour {{kode}} ?",
      markPaidYes: "Oui, virement effectué",
      retry: "Réessayer",
      none: "—",
    },
    toast: {
      markPaid: "Remboursement de {{kode}} marqué comme viré.",
      retry: "Remboursement de {{kode}} renvoyé à la passerelle.",
    },
    errors: {
      noBank: "Le client n’a pas encore indiqué de compte bancaire pour le virement.",
      badRequest: "La demande n’a pas pu être traitée.",
      notFound: "Remboursement introuvable.",
      changed: "Quelqu’un a déjà modifié ce remboursement. Rechargez la page.",
      gateway: "La passerelle de paiement a refusé le remboursement. Réessayez plus tard.",
    },
    email: {
      subject: "Votre argent vous a été remboursé — {{kode}}",
      intro: "Nous avons remboursé l’argent de votre réservation annulée {{kode}} à {{hotel}}.",
      amount: "Montant remboursé : {{amount}}.",
      kept: "Selon la politique d’annulation, {{kept}} n’est pas remboursé.",
      toGateway: "L’argent est rendu au moyen de paiement utilisé ({{method}}). Votre banque ou votre portefeuille électronique peut mettre quelques jours ouvrés à l’afficher.",
      toBank: "L’argent a été viré sur le compte {{bank}} {{account}} au nom de {{holder}}.",
      stay: "Séjour annulé : {{cekin}} – {{cekout}}.",
    },
    noShow: {
      action: "Marquer comme non présenté",
      confirm: "Le client {{kode}} ne s’est pas présenté ? Ses nuits restent vendues et rien n’est remboursé.",
      yes: "Oui, non présenté",
      toast: "{{kode}} marqué comme non présenté.",
      tooEarly: "Un client ne peut être marqué non présenté qu’une fois son jour d’arrivée passé.",
      notAllowed: "Seule une réservation payée et sans arrivée enregistrée peut être marquée non présentée.",
      at: "Marqué non présenté",
    },
  },
};

export default refunds;
