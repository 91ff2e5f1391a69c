import type { DashboardMessages } from "../id/dashboard";

const dashboard: DashboardMessages = {
  dashboard: {
    title: "Tableau de bord",
    lead: "Les chiffres des établissements que vous pouvez voir. Toutes les dates à l’heure de Jakarta (WIB).",
    none: "–",
    numbers: "Voir les chiffres",
    csv: "Télécharger le CSV",
    csvOf: "Télécharger le CSV : {{what}}",
    filter: {
      label: "Établissement",
      all: "Tous les établissements",
      submit: "Afficher",
      scope_one: "Votre compte travaille pour {{count}} établissement.",
      scope_other: "Votre compte travaille pour {{count}} établissements.",
      scopeAll: "Votre compte voit tous les établissements.",
    },
    errors: {
      badSection: "Section du tableau de bord inconnue.",
    },
    estates: {
      title: "Établissements de ce compte",
      hint: "Les chiffres du tableau de bord de ce compte ne portent que sur les établissements cochés. Aucun coché = tous les établissements.",
      submit: "Enregistrer les établissements",
      saved: "Les établissements de {{login}} ont été enregistrés.",
      invalid: "Le choix d’établissements n’est pas valide.",
    },
    today: {
      title: "Aujourd’hui, {{date}}",
      arrivals: "Arrivées",
      departures: "Départs",
      inHouse: "Clients présents",
      count_one: "{{count}} réservation",
      count_other: "{{count}} réservations",
      empty: "Aucune.",
      more_one: "…et {{count}} autre.",
      more_other: "…et {{count}} autres.",
      printable: "Liste imprimable",
      columns: { kode: "Code", guest: "Client", property: "Établissement", units: "Chambres" },
    },
    pending: {
      title: "En attente de paiement",
      lead: "Réservations web non payées, échéance la plus proche en premier.",
      empty: "Aucune réservation n’attend de paiement.",
      columns: { kode: "Code", guest: "Client", property: "Établissement", total: "Total", deadline: "À payer avant" },
    },
    occupancy: {
      title: "Taux d’occupation",
      last30: "30 dernières nuits",
      next30: "30 prochaines nuits",
      chartLast: "Occupation par nuit, 30 dernières nuits",
      chartNext: "Occupation par nuit, 30 prochaines nuits",
      summary: "{{percent}} ({{sold}} sur {{available}} nuitées)",
      columns: { night: "Nuit", sold: "Nuitées vendues", available: "Nuitées disponibles", occupancy: "Occupation" },
    },
    performance: {
      title: "Chiffre d’affaires, PMC et RevPAR",
      periodsNote:
        "Le mois en cours est compté jusqu’à aujourd’hui ({{from}} – {{to}}) ; le mois dernier ({{lastMonth}}) et le même mois l’an dernier ({{lastYear}}) sont des mois entiers.",
      thisMonth: "Ce mois-ci (à date)",
      lastMonth: "Mois dernier",
      lastYear: "Même mois l’an dernier",
      total: "Tous les établissements",
      chart: "Chiffre d’affaires hébergement par établissement",
      empty: "Aucun établissement pour l’instant.",
      columns: {
        estate: "Établissement",
        period: "Période",
        revenue: "CA hébergement",
        occupancy: "Occupation",
        adr: "PMC (ADR)",
        revpar: "RevPAR",
        sold: "Nuitées vendues",
        ota: "Des OTA",
        available: "Nuitées disponibles",
      },
    },
    channels: {
      title: "Réservations par canal",
      lead: "Nuits de ce mois (à date). Les imports OTA n’ont pas de prix : ils n’ajoutent aucun chiffre d’affaires.",
      chart: "Nuitées par canal",
      names: { web: "Web", desk: "Réception", ota: "Import OTA" },
      columns: { channel: "Canal", bookings: "Réservations / événements", roomNights: "Nuitées" },
    },
    countries: {
      title: "Réservations par pays du client",
      chart: "Nuitées par pays du client",
      unknown: "Inconnu",
      empty: "Aucune réservation ce mois-ci pour l’instant.",
      columns: { country: "Pays", bookings: "Réservations", roomNights: "Nuitées" },
    },
    satisfaction: {
      title: "Satisfaction des clients par mois",
      chart: "Part de réponses satisfaites par mois",
      empty: "Aucune réponse de satisfaction ces 12 derniers mois.",
      columns: { month: "Mois", answers: "Réponses", puas: "Satisfaits", ratingAvg: "Note moyenne (1–5)" },
    },
    definitions: {
      title: "Comment les chiffres sont calculés",
      occupancy: "Taux d’occupation",
      occupancyText: "nuitées vendues ÷ nuitées disponibles.",
      adr: "PMC (prix moyen par chambre, ADR)",
      adrText:
        "CA hébergement ÷ nuitées vendues ici (les nuits importées des OTA sont exclues : leur prix est inconnu).",
      revpar: "RevPAR (revenu par chambre disponible)",
      revparText: "CA hébergement ÷ nuitées disponibles.",
      available: "Nuitées disponibles",
      availableText:
        "unités actives des types de chambre actifs × nuits, moins les nuits bloquées par la réception (hors service).",
      sold: "Nuitées vendues",
      soldText:
        "nuits des réservations ni annulées, ni expirées, ni en no-show (un client absent n’a pas occupé la chambre), plus les nuits des calendriers OTA. Une réservation web compte une fois payée ; une réservation de la réception ou payable sur place compte dès sa création.",
      revenue: "CA hébergement",
      revenueText:
        "le prix de la chambre par nuit tel que vendu × chambres, compté sur la nuit passée (pas à la date de réservation), hors taxes, frais et suppléments.",
    },
  },
};

export default dashboard;
