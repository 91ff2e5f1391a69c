import type { DeskFlowsMessages } from "../id/desk-flows";

const deskFlows: DeskFlowsMessages = {
  deskFlows: {
    walkIn: {
      email: "Email (optional)",
      emailHint: "Without an e-mail the guest receives no e-mail at all; reach them by phone.",
      noEmail: "No e-mail",
    },
    payAtDesk: {
      unpaid: "Not paid yet — collect at check-out",
      noDeadline: "No payment deadline (paid at the property)",
    },
    methodKind: {
      "PAYMENT PAGE": "Payment page",
      "PENDING PAYMENT": "Transfer / payment code",
      "DIRECT PAYMENT": "Pay at the property",
    },
    early: {
      action: "Check out (early departure)",
      title: "Guest leaving early",
      released: "Nights {{nights}} are released and can be sold again.",
      newCekout: "New check-out",
      oldTotal: "Original bill",
      newTotal: "New bill",
      paid: "Paid",
      owed: "Still owed",
      refundable: "Overpaid (refundable)",
      refundNote: "A refund has been opened for finance (Refunds page).",
      settled: "Settled",
      confirm: "Yes, check out now",
      back: "Cancel",
      needsConfirm: "The guest is leaving before the check-out date: open the early-departure confirmation on the reservation page.",
      notEarly: "Today is not an early departure for this reservation.",
      toast: "Reservation {{kode}}: early check-out recorded, bill updated.",
    },
    arrivals: {
      title: "Arrivals & departures",
      lead: "Guests arriving, leaving and staying on one date, ready to print.",
      date: "Date",
      hotel: "Property",
      allHotels: "All properties",
      show: "Show",
      print: "Print",
      arrivals: "Arrivals",
      departures: "Departures",
      inHouse: "In house",
      empty: "No guests.",
      badDate: "Invalid date. Use the format YYYY-MM-DD.",
      columns: {
        code: "Code",
        guest: "Guest",
        phone: "Phone",
        hotel: "Property",
        roomType: "Room type",
        units: "Units",
        nights: "Nights",
        guests: "Guests",
        payment: "Payment",
        due: "Amount due",
      },
    },
  },
};

export default deskFlows;
