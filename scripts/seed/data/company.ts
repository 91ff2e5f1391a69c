/**
 * The (fictional) plantation group behind the demo content. Addresses use the reserved `.example` domain so no
 * demo e-mail can ever reach a real mailbox.
 */
export const COMPANY = {
  nama: "PT Perkebunan Rolas Nusantara",
  brand: "Agrowisata Rolas Nusantara",
  emailDomain: "agrowisata.example",
} as const;

/** E-mail address of a company desk, e.g. `companyEmail("reservasi")`. */
export function companyEmail(mailbox: string): string {
  return `${mailbox}@${COMPANY.emailDomain}`;
}
