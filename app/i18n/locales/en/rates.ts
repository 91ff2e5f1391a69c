import type { RatesMessages } from "../id/rates";

const rates: RatesMessages = {
  rates: {
    rule: {
      minMalam_one: "Minimum {{count}} night for arrivals on a {{weekday}}",
      minMalam_other: "Minimum {{count}} nights for arrivals on a {{weekday}}",
      maxMalam_one: "Maximum {{count}} night for arrivals on a {{weekday}}",
      maxMalam_other: "Maximum {{count}} nights for arrivals on a {{weekday}}",
      closedToArrival: "No arrivals on {{date}}",
      closedToDeparture: "No departures (check-out) on {{date}}",
      stopSell: "Not sold for the night of {{date}}",
    },
    notBookable: "Cannot be booked for these dates",
    perNightAverage: "/night (average)",
    averageNightly: "average per night",
    promoVaries: "{{percent}}% off",
    nightsAt: "{{nights}} × {{price}}",
    promo: {
      validFor: "Valid: {{conditions}}",
      nightsRange: "{{from}}–{{to}} nights",
      nightsList: "{{days}} nights",
      period: "{{from}} – {{to}}",
      periodFrom: "from {{date}}",
      periodUntil: "until {{date}}",
      minStay_one: "minimum {{count}} night",
      minStay_other: "minimum {{count}} nights",
      notHolidays: "not on public holidays",
      notThisStay: "Does not apply to these dates.",
      someNights_one: "Applies to {{count}} of your {{total}} nights.",
      someNights_other: "Applies to {{count}} of your {{total}} nights.",
    },
    strip: {
      title: "Nightly prices, 30 days",
      caption: "Nightly prices of {{nama}} from {{date}} (before tax). Scroll to see more days.",
      weekend: "Weekend",
      holiday: "Holiday",
      closed: "Closed",
      legend: "Weekends and holidays are marked.",
    },
  },
};

export default rates;
