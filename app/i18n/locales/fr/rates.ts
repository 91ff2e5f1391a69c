import type { RatesMessages } from "../id/rates";

const rates: RatesMessages = {
  rates: {
    rule: {
      minMalam_one: "Minimum {{count}} nuit pour une arrivée le {{weekday}}",
      minMalam_other: "Minimum {{count}} nuits pour une arrivée le {{weekday}}",
      maxMalam_one: "Maximum {{count}} nuit pour une arrivée le {{weekday}}",
      maxMalam_other: "Maximum {{count}} nuits pour une arrivée le {{weekday}}",
      closedToArrival: "Pas d’arrivée le {{date}}",
      closedToDeparture: "Pas de départ le {{date}}",
      stopSell: "Pas en vente pour la nuit du {{date}}",
    },
    notBookable: "Réservation impossible à ces dates",
    perNightAverage: "/nuit (en moyenne)",
    averageNightly: "moyenne par nuit",
    promoVaries: "Remise de {{percent}} %",
    nightsAt: "{{nights}} × {{price}}",
    promo: {
      validFor: "Valable : {{conditions}}",
      nightsRange: "nuits du {{from}} au {{to}}",
      nightsList: "nuits du {{days}}",
      period: "du {{from}} au {{to}}",
      periodFrom: "à partir du {{date}}",
      periodUntil: "jusqu’au {{date}}",
      minStay_one: "{{count}} nuit minimum",
      minStay_other: "{{count}} nuits minimum",
      notHolidays: "hors jours fériés",
      notThisStay: "Ne s’applique pas à ces dates.",
      someNights_one: "S’applique à {{count}} de vos {{total}} nuits.",
      someNights_other: "S’applique à {{count}} de vos {{total}} nuits.",
    },
    strip: {
      title: "Prix par nuit sur 30 jours",
      caption: "Prix par nuit de {{nama}} à partir du {{date}} (hors taxes). Faites défiler pour voir les autres jours.",
      weekend: "Week-end",
      holiday: "Jour férié",
      closed: "Fermé",
      legend: "Les week-ends et jours fériés sont signalés.",
    },
  },
};

export default rates;
