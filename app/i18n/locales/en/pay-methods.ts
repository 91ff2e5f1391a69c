import type { PayMethodsMessages } from "../id/pay-methods";

const payMethods: PayMethodsMessages = {
  payMethods: {
    list: {
      legend: "Choose how to pay",
      overCapHidden: "Convenience-store payment only goes up to {{cap}}, so it is not offered for this booking.",
    },
    errors: {
      overCap: "This method does not accept a payment as large as your booking's total (it is above its limit). Please choose another method.",
      unknownKind: "This payment method cannot be used yet. Please choose another method or contact us.",
    },
    wallet: {
      qrTitle: "Scan the QR code",
      qrLead: "Scan it with any mobile banking or e-wallet app that supports QRIS.",
      qrAlt: "Payment QR code for booking {{kode}}",
      qrImage: "Open the QR code image",
      openApp: "Open the {{app}} app",
      phoneLead: "On this phone, tap the button below to pay in the {{app}} app.",
      desktopLead: "Scan the QR code with the {{app}} app on your phone.",
      simulatorScanner: "Open the simulator's scanner",
      saveQr: "Save QR code",
      saveQrHint: "On this phone? Save the QR code, then upload it from your gallery in your payment app.",
    },
    simulator: {
      title: "Simulator: payment app",
      lead: "This page stands in for the guest's banking or e-wallet app scanning the QR code.",
      merchant: "Merchant",
      pay: "Scan & pay",
      paid: "Payment made. The merchant has been notified.",
      notFound: "This QR code is not known.",
      back: "Back to the booking page",
    },
  },
};

export default payMethods;
