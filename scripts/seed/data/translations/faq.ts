import { FAQ_CATEGORIES } from "../faq";
import { ol, p, ul } from "../html";
import { addPairs, type Versions } from "./pairs";
import type { SeedTranslations } from "./types";

/** The translatable texts of one FAQ category of ../faq.ts, questions in the same order. */
interface CategoryVersions {
  nama: Versions;
  faqs: { pertanyaan: Versions; jawaban: Versions }[];
}

/** Parallel to FAQ_CATEGORIES. Button and menu names are those of the English and French interface. */
const VERSIONS: CategoryVersions[] = [
  {
    nama: { en: "Bookings", fr: "Réservations" },
    faqs: [
      {
        pertanyaan: { en: "How do I book a room or cottage?", fr: "Comment réserver une chambre ou un cottage ?" },
        jawaban: {
          en: ol(
            "Open the <strong>Stays</strong> menu and choose the city, check-in date, length of stay, number of guests and number of rooms.",
            "Choose a property and a room type that is still available, then press <strong>Book this Room</strong>.",
            "Fill in the guest details, choose a payment method and press <strong>Book</strong>.",
            "Complete the payment as instructed; your e-voucher is sent to your e-mail address once the payment has been received.",
          ),
          fr: ol(
            "Ouvrez le menu <strong>Hébergements</strong> et choisissez la ville, la date d'arrivée, la durée du séjour, le nombre de voyageurs et le nombre de chambres.",
            "Choisissez un établissement et un type de chambre encore disponible, puis cliquez sur <strong>Réserver la chambre</strong>.",
            "Renseignez les informations du voyageur, choisissez un moyen de paiement, puis cliquez sur <strong>Réserver</strong>.",
            "Réglez en suivant les instructions ; votre bon électronique vous est envoyé par e-mail dès réception du paiement.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "How long can I stay on a single booking?",
          fr: "Combien de nuits puis-je réserver en une seule fois ?",
        },
        jawaban: {
          en: p(
            "A single booking can cover 1 to 15 nights. For a longer stay, please make a second booking or contact customer service.",
          ),
          fr: p(
            "Une réservation peut couvrir de 1 à 15 nuits. Pour un séjour plus long, effectuez une seconde réservation ou contactez le service client.",
          ),
        },
      },
      {
        pertanyaan: { en: "Do I need an account to book?", fr: "Dois-je créer un compte pour réserver ?" },
        jawaban: {
          en: p(
            "No. You can book as a guest with just your name, ID or passport number, e-mail address and phone number. An account lets you see your past bookings and fill in your details faster.",
          ),
          fr: p(
            "Non. Vous pouvez réserver sans compte, avec simplement votre nom, votre numéro de pièce d'identité, votre e-mail et votre numéro de téléphone. Un compte vous permet de retrouver vos réservations passées et de remplir vos informations plus rapidement.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "What are the check-in and check-out times?",
          fr: "À quelle heure peut-on arriver et doit-on partir ?",
        },
        jawaban: {
          en: p(
            "Check-in is from 2pm and check-out is by 12 noon, local time. Early check-in and late check-out depend on room availability.",
          ),
          fr: p(
            "L'arrivée se fait à partir de 14 h et le départ au plus tard à 12 h, heure locale. Une arrivée anticipée ou un départ tardif sont possibles selon la disponibilité des chambres.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Payment", fr: "Paiement" },
    faqs: [
      {
        pertanyaan: { en: "Which payment methods can I use?", fr: "Quels moyens de paiement sont acceptés ?" },
        jawaban: {
          en: ul(
            "Credit or debit card (Visa, Mastercard, JCB)",
            "Virtual account with BCA, BNI, BRI, Mandiri or Permata",
            "Finpay payment code at convenience stores and post offices",
            "LinkAja e-wallet",
            "Pay at the property (selected properties only)",
          ),
          fr: ul(
            "Carte de crédit ou de débit (Visa, Mastercard, JCB)",
            "Compte virtuel (virtual account) BCA, BNI, BRI, Mandiri ou Permata",
            "Code de paiement Finpay en supérette et au bureau de poste",
            "Portefeuille électronique LinkAja",
            "Paiement sur place (certains établissements seulement)",
          ),
        },
      },
      {
        pertanyaan: { en: "How long do I have to pay?", fr: "Quel est le délai de paiement ?" },
        jawaban: {
          en: p(
            "Payment must be completed within <strong>1 hour</strong> of making the booking. After that, the booking is cancelled automatically and the room is released.",
          ),
          fr: p(
            "Le paiement doit être effectué dans un délai d'<strong>une heure</strong> après la réservation. Passé ce délai, la réservation est annulée automatiquement et la chambre est remise en vente.",
          ),
        },
      },
      {
        pertanyaan: { en: "What does the total price include?", fr: "Que comprend le prix total ?" },
        jawaban: {
          en: p(
            "The total includes the room rate after any promotion, the 10% PB1 local tax and a service charge of Rp 15,000 per room per night. The breakdown is shown before you press the Book button.",
          ),
          fr: p(
            "Le prix total comprend le tarif de la chambre après promotion, la taxe locale PB1 de 10 % et des frais de service de 15 000 Rp par chambre et par nuit. Le détail s'affiche avant que vous cliquiez sur le bouton Réserver.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "I have paid but the status still says waiting. What should I do?",
          fr: "J'ai payé mais le statut est toujours en attente. Que faire ?",
        },
        jawaban: {
          en: p(
            "Confirmation from the bank usually arrives within a few minutes. Reload the payment information page; if the status has not changed after 30 minutes, contact customer service with your booking code and proof of transfer.",
          ),
          fr: p(
            "La confirmation de la banque arrive généralement en quelques minutes. Actualisez la page d'informations de paiement ; si le statut n'a pas changé au bout de 30 minutes, contactez le service client en indiquant votre code de réservation et en joignant la preuve du virement.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Cancellation", fr: "Annulation" },
    faqs: [
      {
        pertanyaan: {
          en: "Can I cancel a booking I have already paid for?",
          fr: "Puis-je annuler une réservation déjà payée ?",
        },
        jawaban: {
          en: p(
            "Yes. Contact customer service at least 3 days before your check-in date for a 75% refund. Cancellations less than 3 days before check-in are non-refundable.",
          ),
          fr: p(
            "Oui. Contactez le service client au plus tard 3 jours avant la date d'arrivée pour être remboursé à 75 %. Les annulations à moins de 3 jours de l'arrivée ne sont pas remboursées.",
          ),
        },
      },
      {
        pertanyaan: { en: "What if I decide not to pay?", fr: "Et si je décide finalement de ne pas payer ?" },
        jawaban: {
          en: p(
            "You don't need to do anything. An unpaid booking expires once the 1-hour time limit has passed, and the room becomes available to other guests again.",
          ),
          fr: p(
            "Vous n'avez rien à faire. Une réservation non payée expire au bout du délai d'une heure, et la chambre redevient disponible pour d'autres voyageurs.",
          ),
        },
      },
      {
        pertanyaan: { en: "Can I change the dates of my stay?", fr: "Puis-je modifier les dates de mon séjour ?" },
        jawaban: {
          en: p(
            "You can change your dates once free of charge up to 3 days before check-in, as long as a room is available on the new dates. Any difference in price is paid at the property.",
          ),
          fr: p(
            "Vous pouvez modifier vos dates une fois sans frais jusqu'à 3 jours avant l'arrivée, sous réserve de disponibilité aux nouvelles dates. L'éventuelle différence de prix se règle sur place.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Facilities", fr: "Équipements" },
    faqs: [
      {
        pertanyaan: { en: "Do all rooms have hot water?", fr: "Toutes les chambres ont-elles l'eau chaude ?" },
        jawaban: {
          en: p(
            "Yes. Every room and cottage on the highland estates has hot water, as night-time temperatures can drop to 12 °C.",
          ),
          fr: p(
            "Oui, toutes les chambres et tous les cottages des plantations d'altitude ont l'eau chaude, car la nuit la température peut descendre jusqu'à 12 °C.",
          ),
        },
      },
      {
        pertanyaan: { en: "Is breakfast included?", fr: "Le petit-déjeuner est-il compris ?" },
        jawaban: {
          en: p(
            "Breakfast is included with the room types that list it among their facilities. Extra breakfasts can be added when you book, at Rp 50,000 per person.",
          ),
          fr: p(
            "Le petit-déjeuner est compris pour les types de chambre qui le mentionnent dans leurs équipements. Des petits-déjeuners supplémentaires peuvent être ajoutés lors de la réservation, au prix de 50 000 Rp par personne.",
          ),
        },
      },
      {
        pertanyaan: { en: "Can I bring my pet?", fr: "Les animaux de compagnie sont-ils acceptés ?" },
        jawaban: {
          en: p(
            "Pets are welcome only at Villa Jampit and Villa Panderman Batu, and only if you let us know in advance.",
          ),
          fr: p(
            "Les animaux ne sont acceptés qu'à la Villa Jampit et à la Villa Panderman Batu, à condition de nous prévenir à l'avance.",
          ),
        },
      },
      {
        pertanyaan: { en: "Is there Wi-Fi on the estates?", fr: "Y a-t-il du Wi-Fi dans les plantations ?" },
        jawaban: {
          en: p(
            "Wi-Fi is available at the guesthouses, cottages and cafes. Mobile reception is patchy in some parts of the estates, especially on the Ijen plateau.",
          ),
          fr: p(
            "Le Wi-Fi est disponible dans les maisons d'hôtes, les cottages et les cafés. Le réseau mobile est faible dans certaines parcelles, en particulier sur le plateau de l'Ijen.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Location & Getting There", fr: "Accès et transports" },
    faqs: [
      {
        pertanyaan: { en: "Do you offer station transfers?", fr: "Proposez-vous des transferts depuis la gare ?" },
        jawaban: {
          en: p(
            "Yes. Transfers from Lawang, Malang, Kalibaru and Jember stations can be added when you book, at Rp 200,000 per trip.",
          ),
          fr: p(
            "Oui. Un transfert depuis les gares de Lawang, Malang, Kalibaru et Jember peut être ajouté lors de la réservation, au prix de 200 000 Rp par trajet.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "Can an ordinary car make it up to the estates?",
          fr: "Peut-on accéder aux plantations avec une voiture ordinaire ?",
        },
        jawaban: {
          en: p(
            "To most of them, yes. The roads to Blawan, Jampit and Sirah Kencong involve long climbs, so make sure your vehicle is in good condition and fill up before you head up.",
          ),
          fr: p(
            "Pour la plupart, oui. Les routes de Blawan, Jampit et Sirah Kencong comportent de longues montées : vérifiez le bon état de votre véhicule et faites le plein avant de monter.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "How do I get to the Ijen crater from where I am staying?",
          fr: "Comment rejoindre le cratère de l'Ijen depuis mon hébergement ?",
        },
        jawaban: {
          en: p(
            "Book the Ijen Coffee Tour package or the Ijen crater hike package; the vehicle collects guests at 12.30am from the Wisma Blawan guesthouse, Cottage Arabika Ijen and Villa Jampit.",
          ),
          fr: p(
            "Réservez le forfait « Circuit café de l'Ijen » ou le forfait ascension du cratère de l'Ijen ; le véhicule passe prendre les participants à 0 h 30 à la maison d'hôtes Wisma Blawan, au Cottage Arabika Ijen et à la Villa Jampit.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Chat & Help", fr: "Chat et assistance" },
    faqs: [
      {
        pertanyaan: { en: "How do I reach an operator by chat?", fr: "Comment joindre un opérateur par le chat ?" },
        jawaban: {
          en: p(
            "Press the chat button in the bottom right-hand corner, then sign in with your Google account or enter your name and e-mail address. An operator who is online will reply to your message.",
          ),
          fr: p(
            "Cliquez sur le bouton de chat en bas à droite, puis connectez-vous avec votre compte Google ou indiquez votre nom et votre e-mail. Un opérateur en ligne répondra à votre message.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "When are chat operators available?",
          fr: "Quand les opérateurs du chat sont-ils disponibles ?",
        },
        jawaban: {
          en: p(
            "Every day from 7am to 10pm Western Indonesia Time (WIB). Outside these hours you can still leave a message and we will reply by e-mail.",
          ),
          fr: p(
            "Tous les jours de 7 h à 22 h, heure de l'ouest de l'Indonésie (WIB). En dehors de ces horaires, vous pouvez laisser un message : nous vous répondrons par e-mail.",
          ),
        },
      },
      {
        pertanyaan: {
          en: "Who do I contact in an emergency during my stay?",
          fr: "Qui contacter en cas d'urgence pendant mon séjour ?",
        },
        jawaban: {
          en: p(
            "Call the reception of your accommodation (the number is on your e-voucher) or our 24-hour customer service on the number shown on the Contact page.",
          ),
          fr: p(
            "Appelez la réception de votre hébergement (le numéro figure sur votre bon électronique) ou notre service client, joignable 24 h/24 au numéro indiqué sur la page Contact.",
          ),
        },
      },
    ],
  },
];

/** English and French for the texts of ../faq.ts. */
const translations: SeedTranslations = {};

if (VERSIONS.length !== FAQ_CATEGORIES.length) {
  throw new Error(`seed translations: ${FAQ_CATEGORIES.length} FAQ categories but ${VERSIONS.length} translated`);
}
FAQ_CATEGORIES.forEach((c, i) => {
  const v = VERSIONS[i];
  addPairs(translations, `FAQ category ${c.nama}`, [c.nama], [v.nama]);
  addPairs(
    translations,
    `FAQ ${c.nama}`,
    c.faqs.flatMap((f) => [f.pertanyaan, f.jawaban]),
    v.faqs.flatMap((f) => [f.pertanyaan, f.jawaban]),
  );
});

export default translations;
