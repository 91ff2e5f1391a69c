import type { RefundsMessages } from "../id/refunds";

const refunds: RefundsMessages = {
  refunds: {
    meta: { title: "Refunds" },
    page: {
      title: "Refunds",
      intro:
        "Card, QRIS and e-wallet refunds are made by the payment gateway. Virtual-account and convenience-store payments are refunded by a manual transfer to the guest's bank account: make the transfer, then mark it here.",
      filter: "Status",
      all: "All",
      apply: "Show",
      empty: "No refunds.",
      limited_one: "Showing the first {{count}} refund.",
      limited_other: "Showing the first {{count}} refunds.",
      caption: "Refunds",
    },
    columns: {
      kode: "Booking code",
      guest: "Guest",
      amount: "Refunded",
      kept: "Kept",
      channel: "How",
      status: "Status",
      bank: "Bank account",
      createdAt: "Requested",
      paid: "Done",
      actions: "Actions",
    },
    status: { PENDING: "Pending", PAID: "Done", FAILED: "Failed" },
    channel: { GATEWAY: "Payment gateway", MANUAL: "Manual transfer" },
    bank: "{{bank}} {{account}} in the name of {{holder}}",
    noBank: "No account given yet",
    paidBy: "{{when}} by {{login}}",
    paidByGateway: "{{when}} (gateway)",
    actions: {
      markPaid: "Mark as transferred",
      markPaidConfirm: "Have you transferred {{amount}} to {{bank}} for {{kode}}?",
      markPaidYes: "Yes, transferred",
      retry: "Try again",
      none: "—",
    },
    toast: {
      markPaid: "Refund of {{kode}} marked as transferred.",
      retry: "Refund of {{kode}} sent to the gateway again.",
    },
    errors: {
      noBank: "The guest has not given a bank account for the transfer yet.",
      badRequest: "The request could not be processed.",
      notFound: "Refund not found.",
      changed: "Someone else has already changed this refund. Reload the page.",
      gateway: "The payment gateway refused the refund. Try again later.",
    },
    email: {
      subject: "Your money has been refunded — {{kode}}",
      intro: "We have refunded the money for your cancelled booking {{kode}} at {{hotel}}.",
      amount: "Amount refunded: {{amount}}.",
      kept: "Under the cancellation policy, {{kept}} is not refunded.",
      toGateway: "The money goes back to the payment method you used ({{method}}). Your bank or e-wallet provider may take a few working days to show it.",
      toBank: "The money was transferred to the account {{bank}} {{account}} in the name of {{holder}}.",
      stay: "Cancelled stay: {{cekin}} – {{cekout}}.",
    },
    noShow: {
      action: "Mark as no-show",
      confirm: "Guest {{kode}} did not arrive? Their nights stay sold and nothing is refunded.",
      yes: "Yes, no-show",
      toast: "{{kode}} marked as no-show.",
      tooEarly: "A guest can only be marked as no-show once their arrival day has passed.",
      notAllowed: "Only a paid booking that has not checked in can be marked as no-show.",
      at: "Marked as no-show",
    },
  },
};

export default refunds;
