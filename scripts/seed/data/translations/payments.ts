import { ol, p } from "../html";
import { PAYMENT_GROUPS } from "../payments";
import type { SeedTranslations } from "./types";

/**
 * English and French for the texts of ../payments.ts: payment groups, methods and their how-to steps.
 *
 * The versions are laid out like the data, by group and method code, and the dictionary is keyed by the texts
 * PAYMENT_GROUPS itself holds, so a key is always exactly what the seed writes. The virtual-account steps are
 * built per bank the way the data builds them; the bank's menu labels stay as the machine or app shows them
 * (in Indonesian), followed by their meaning in brackets.
 */

interface Versions {
  en: string;
  fr: string;
}

interface HowtoVersions {
  nama: Versions;
  deskripsi: Versions;
}

const CLOSING: Versions = {
  en: "Keep your payment receipt. Your booking is marked as paid within a few minutes and the e-voucher is sent to your e-mail address.",
  fr: "Conservez votre justificatif de paiement. Votre réservation passe au statut payé en quelques minutes et votre e-voucher vous est envoyé par e-mail.",
};

const RETURN: Versions = {
  en: "You come back to this site and see the result of your payment.",
  fr: "Vous revenez ensuite sur ce site, qui vous indique le résultat du paiement.",
};

const CHECK: Versions = {
  en: "Check that the recipient is Agrowisata and that the amount is right, then confirm.",
  fr: "Vérifiez le nom du bénéficiaire (Agrowisata) et le montant, puis confirmez.",
};

/** Meaning of the Indonesian menu labels of the banks' ATMs and apps; labels already in English have none. */
const MENU_MEANINGS: Readonly<Record<string, Versions>> = {
  "Transaksi Lainnya → Transfer → ke Rek BCA Virtual Account": {
    en: "Other Transactions → Transfer → To BCA Virtual Account",
    fr: "Autres transactions → Virement → Vers un compte virtuel BCA",
  },
  "Transfer Dana → Transfer ke BCA Virtual Account": {
    en: "Fund Transfer → Transfer to BCA Virtual Account",
    fr: "Virement de fonds → Virement vers un compte virtuel BCA",
  },
  "Menu Lain → Transfer → Virtual Account Billing": {
    en: "Other Menu → Transfer → Virtual Account Billing",
    fr: "Autres menus → Virement → Virtual Account Billing",
  },
  "Transaksi Lain → Pembayaran → Lainnya → BRIVA": {
    en: "Other Transactions → Payment → Others → BRIVA",
    fr: "Autres transactions → Paiement → Autres → BRIVA",
  },
  "Pembayaran → BRIVA": { en: "Payment → BRIVA", fr: "Paiement → BRIVA" },
  "Bayar/Beli → Lainnya → Multi Payment (kode perusahaan 70012)": {
    en: "Pay/Buy → Others → Multi Payment, company code 70012",
    fr: "Payer/Acheter → Autres → Multi Payment, code entreprise 70012",
  },
  "Bayar → Buat Pembayaran Baru → Multipayment → Midtrans": {
    en: "Pay → Make a New Payment → Multipayment → Midtrans",
    fr: "Payer → Nouveau paiement → Multipayment → Midtrans",
  },
  "Bayar → Multi Payment → Midtrans": {
    en: "Pay → Multi Payment → Midtrans",
    fr: "Payer → Multi Payment → Midtrans",
  },
  "Transaksi Lainnya → Pembayaran → Pembayaran Lainnya → Virtual Account": {
    en: "Other Transactions → Payment → Other Payments → Virtual Account",
    fr: "Autres transactions → Paiement → Autres paiements → Virtual Account",
  },
  "Bayar Tagihan → Virtual Account": {
    en: "Pay Bills → Virtual Account",
    fr: "Payer une facture → Virtual Account",
  },
  "Pembayaran Tagihan → Virtual Account": {
    en: "Bill Payment → Virtual Account",
    fr: "Paiement de factures → Virtual Account",
  },
};

/** A menu label as the data shows it (bold), then its meaning in brackets when the label is Indonesian. */
function menu(label: string, lang: keyof Versions): string {
  const meaning = MENU_MEANINGS[label];
  return `<strong>${label}</strong>${meaning ? ` (${meaning[lang]})` : ""}`;
}

/** The bold labels of a how-to, in order: the menu for an ATM; the app or site, then the menu, otherwise. */
function boldLabels(deskripsi: string): string[] {
  return [...deskripsi.matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1] ?? "");
}

/** The three virtual-account how-tos of a bank (ATM, mobile banking, internet banking), like the data's. */
function vaHowtos(bank: string, labels: string[][]): HowtoVersions[] {
  const [[atmMenu = ""] = [], [app = "", mobileMenu = ""] = [], [site = "", internetMenu = ""] = []] = labels;
  const vaNumber: Versions = {
    en: "Enter the virtual account number.",
    fr: "Saisissez le numéro de compte virtuel.",
  };
  return [
    {
      nama: { en: `${bank} ATM`, fr: `Distributeur ${bank}` },
      deskripsi: {
        en: ol(
          `Insert your ${bank} ATM card and enter your PIN.`,
          `Select ${menu(atmMenu, "en")}.`,
          "Enter the virtual account number shown on the payment page.",
          CHECK.en,
          CLOSING.en,
        ),
        fr: ol(
          `Insérez votre carte bancaire ${bank} et saisissez votre code PIN.`,
          `Choisissez le menu ${menu(atmMenu, "fr")}.`,
          "Saisissez le numéro de compte virtuel indiqué sur la page de paiement.",
          CHECK.fr,
          CLOSING.fr,
        ),
      },
    },
    {
      nama: { en: `${bank} mobile banking`, fr: `Application mobile ${bank}` },
      deskripsi: {
        en: ol(
          `Open the <strong>${app}</strong> app and log in to your account.`,
          `Select ${menu(mobileMenu, "en")}.`,
          vaNumber.en,
          `${CHECK.en} Enter your transaction PIN.`,
          CLOSING.en,
        ),
        fr: ol(
          `Ouvrez l'application <strong>${app}</strong> et connectez-vous à votre compte.`,
          `Choisissez le menu ${menu(mobileMenu, "fr")}.`,
          vaNumber.fr,
          `${CHECK.fr} Saisissez votre code PIN de transaction.`,
          CLOSING.fr,
        ),
      },
    },
    {
      nama: { en: `${bank} internet banking`, fr: `Banque en ligne ${bank}` },
      deskripsi: {
        en: ol(
          `Log in to <strong>${site}</strong>.`,
          `Select ${menu(internetMenu, "en")}.`,
          vaNumber.en,
          `${CHECK.en} Enter the code from your security token or the one-time password (OTP).`,
          CLOSING.en,
        ),
        fr: ol(
          `Connectez-vous à <strong>${site}</strong>.`,
          `Choisissez le menu ${menu(internetMenu, "fr")}.`,
          vaNumber.fr,
          `${CHECK.fr} Saisissez le code de votre token ou le code à usage unique (OTP).`,
          CLOSING.fr,
        ),
      },
    },
  ];
}

const CREDIT_CARD: Versions = { en: "Credit card", fr: "Carte bancaire" };

const GROUPS: Readonly<Record<string, Versions>> = {
  EWALLET: { en: "QRIS & e-wallets", fr: "QRIS et portefeuilles mobiles" },
  VA: { en: "Virtual Account (bank transfer)", fr: "Virement sur compte virtuel" },
  CC: { en: "Credit or debit card", fr: "Carte de crédit ou de débit" },
  GERAI: { en: "Convenience stores", fr: "Supérettes" },
  DIRECT: { en: "Pay at the property", fr: "Paiement sur place" },
};

/** An e-wallet's how-to: open its app on a phone or scan its QR on a computer, pay, enter the PIN. */
function walletHowto(appName: Versions, button: Versions, pay: Versions, wallet: string): HowtoVersions {
  return {
    nama: appName,
    deskripsi: {
      en: ol(
        `On a phone, tap <strong>${button.en}</strong>; on a computer, scan the QR code with the ${wallet} app.`,
        `Check the payment details in the app, then tap <strong>${pay.en}</strong>.`,
        `Enter your ${wallet} PIN.`,
        CLOSING.en,
      ),
      fr: ol(
        `Sur un téléphone, touchez <strong>${button.fr}</strong> ; sur un ordinateur, scannez le code QR avec l'application ${wallet}.`,
        `Vérifiez le détail du paiement dans l'application, puis touchez <strong>${pay.fr}</strong>.`,
        `Saisissez votre code PIN ${wallet}.`,
        CLOSING.fr,
      ),
    },
  };
}

/** The methods other than virtual accounts, by code: their name and how-tos in the data's order. */
const METHODS: Readonly<Record<string, { nama: Versions; howtos: HowtoVersions[] }>> = {
  QRIS: {
    nama: { en: "QRIS (any bank or e-wallet app)", fr: "QRIS (toute application bancaire ou portefeuille)" },
    howtos: [
      {
        nama: { en: "Scan the QRIS code", fr: "Scanner le code QRIS" },
        deskripsi: {
          en: ol(
            "Open any mobile banking or e-wallet app that supports QRIS (BCA, BRI, Mandiri, GoPay, OVO, DANA, ShopeePay, LinkAja, …).",
            "Choose <strong>Scan</strong> / <strong>Pay</strong> and point the camera at the QR code on the payment page. On a phone, save a screenshot of the QR code and upload it from your gallery.",
            "Check that the merchant is Agrowisata and that the amount is right, then enter your PIN.",
            CLOSING.en,
          ),
          fr: ol(
            "Ouvrez n'importe quelle application bancaire ou de portefeuille mobile compatible QRIS (BCA, BRI, Mandiri, GoPay, OVO, DANA, ShopeePay, LinkAja, …).",
            "Choisissez <strong>Scanner</strong> / <strong>Payer</strong> et visez le code QR de la page de paiement. Sur un téléphone, enregistrez une capture d'écran du code QR et importez-la depuis votre galerie.",
            "Vérifiez que le commerçant est Agrowisata et que le montant est correct, puis saisissez votre code PIN.",
            CLOSING.fr,
          ),
        },
      },
    ],
  },
  GOPAY: {
    nama: { en: "GoPay", fr: "GoPay" },
    howtos: [
      walletHowto(
        { en: "Gojek / GoPay app", fr: "Application Gojek / GoPay" },
        { en: "Open the GoPay app", fr: "Ouvrir l'application GoPay" },
        { en: "Pay", fr: "Payer" },
        "GoPay",
      ),
    ],
  },
  SHOPEEPAY: {
    nama: { en: "ShopeePay", fr: "ShopeePay" },
    howtos: [
      walletHowto(
        { en: "Shopee app", fr: "Application Shopee" },
        { en: "Open the ShopeePay app", fr: "Ouvrir l'application ShopeePay" },
        { en: "Pay Now", fr: "Payer maintenant" },
        "ShopeePay",
      ),
    ],
  },
  CREDIT_CARD: {
    nama: {
      en: "Credit or debit card (Visa, Mastercard, JCB)",
      fr: "Carte de crédit ou de débit (Visa, Mastercard, JCB)",
    },
    howtos: [
      {
        nama: CREDIT_CARD,
        deskripsi: {
          en: ol(
            "After you click Book, you are taken to a secure payment page.",
            "Enter the card number, expiry date and CVV.",
            "Complete the 3-D Secure check with the one-time code sent by the bank that issued your card.",
            RETURN.en,
          ),
          fr: ol(
            "Après avoir cliqué sur Réserver, vous êtes redirigé vers une page de paiement sécurisée.",
            "Saisissez le numéro de la carte, sa date d'expiration et son cryptogramme (CVV).",
            "Validez l'authentification 3-D Secure avec le code à usage unique envoyé par la banque émettrice de votre carte.",
            RETURN.fr,
          ),
        },
      },
    ],
  },
  FINPAY_CODE: {
    nama: {
      en: "Finpay payment code (Indomaret, Alfamart, post office)",
      fr: "Code de paiement Finpay (Indomaret, Alfamart, bureau de poste)",
    },
    howtos: [
      {
        nama: { en: "Convenience stores and post offices", fr: "Supérettes et bureaux de poste" },
        deskripsi: {
          en: ol(
            "Go to the till at your nearest Indomaret, Alfamart or post office (Kantor Pos).",
            "Tell the cashier you want to pay a <strong>Finpay</strong> bill.",
            "Show the 16-digit payment code from the payment page.",
            "Pay the amount due (plus the store's fee, if any).",
            CLOSING.en,
          ),
          fr: ol(
            "Rendez-vous à la caisse de la supérette Indomaret ou Alfamart, ou du bureau de poste (Kantor Pos), le plus proche.",
            "Indiquez au caissier que vous souhaitez régler une facture <strong>Finpay</strong>.",
            "Présentez le code de paiement à 16 chiffres affiché sur la page de paiement.",
            "Réglez le montant dû (plus les frais éventuels du magasin).",
            CLOSING.fr,
          ),
        },
      },
      {
        nama: { en: "Mobile banking", fr: "Application bancaire mobile" },
        deskripsi: {
          en: ol(
            "Open your bank's mobile app and go to bill payments.",
            "Choose <strong>Finpay</strong> or <strong>Finnet</strong> as the biller.",
            "Enter the payment code and confirm the payment.",
            CLOSING.en,
          ),
          fr: ol(
            "Ouvrez l'application mobile de votre banque et choisissez le paiement de factures.",
            "Choisissez <strong>Finpay</strong> ou <strong>Finnet</strong> comme prestataire.",
            "Saisissez le code de paiement et confirmez le paiement.",
            CLOSING.fr,
          ),
        },
      },
    ],
  },
  LINKAJA: {
    nama: { en: "LinkAja", fr: "LinkAja" },
    howtos: [
      {
        nama: { en: "LinkAja app", fr: "Application LinkAja" },
        deskripsi: {
          en: ol(
            "After you click Book, you are taken to the LinkAja page.",
            "Enter the mobile number registered with LinkAja, or scan the QR code with the LinkAja app.",
            "Check the payment details and enter your LinkAja PIN.",
            RETURN.en,
          ),
          fr: ol(
            "Après avoir cliqué sur Réserver, vous êtes redirigé vers la page LinkAja.",
            "Saisissez le numéro de mobile associé à votre compte LinkAja, ou scannez le code QR avec l'application LinkAja.",
            "Vérifiez le détail du paiement et saisissez votre code PIN LinkAja.",
            RETURN.fr,
          ),
        },
      },
    ],
  },
  PAY_AT_PROPERTY: {
    nama: { en: "Pay at reception", fr: "Paiement à la réception" },
    howtos: [
      {
        nama: { en: "Paying on arrival", fr: "Paiement à l'arrivée" },
        deskripsi: {
          en:
            p("Your booking is recorded straight away, with nothing to pay in advance.") +
            ol(
              "At check-in, show your booking code and an identity document at reception.",
              "Pay in cash, by debit card or with QRIS.",
              "Your room is held until 6 pm on the day of arrival; let reception know if you will arrive later.",
            ),
          fr:
            p("Votre réservation est enregistrée immédiatement, sans rien à payer d'avance.") +
            ol(
              "À votre arrivée, présentez votre code de réservation et une pièce d'identité à la réception.",
              "Réglez en espèces, par carte de débit ou par QRIS.",
              "La chambre vous est réservée jusqu'à 18 h le jour de l'arrivée ; prévenez la réception si vous arrivez plus tard.",
            ),
        },
      },
    ],
  },
};

function build(): SeedTranslations {
  const translations: SeedTranslations = {};
  const add = (text: string, versions: Versions | undefined) => {
    if (versions) translations[text] = versions;
  };
  for (const group of PAYMENT_GROUPS) {
    add(group.nama, GROUPS[group.kode]);
    for (const method of group.methods) {
      if (group.kode === "VA") {
        const bank = method.nama.replace(/ Virtual Account$/, "");
        add(method.nama, { en: `${bank} Virtual Account`, fr: `Compte virtuel ${bank}` });
        const howtos = vaHowtos(
          bank,
          method.howtos.map((h) => boldLabels(h.deskripsi)),
        );
        method.howtos.forEach((h, i) => {
          add(h.nama, howtos[i]?.nama);
          add(h.deskripsi, howtos[i]?.deskripsi);
        });
        continue;
      }
      const versions = METHODS[method.kode];
      add(method.nama, versions?.nama);
      method.howtos.forEach((h, i) => {
        add(h.nama, versions?.howtos[i]?.nama);
        add(h.deskripsi, versions?.howtos[i]?.deskripsi);
      });
    }
  }
  return translations;
}

const translations: SeedTranslations = build();

export default translations;
