import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";

/** A tel: link for a phone number as people write it ("(0341) 426 123" → "tel:0341426123"). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits ? safeHref(`tel:${digits}`, { schemes: CONTACT_SCHEMES }) : undefined;
}

/** A mailto: link for an address typed in the contact data; undefined when it is not an e-mail address. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  if (!/^[^\s@?#&/:]+@[^\s@?#&/:]+$/.test(address)) return undefined;
  return safeHref(`mailto:${address}`, { schemes: CONTACT_SCHEMES });
}

/**
 * A WhatsApp chat link for an Indonesian number as people write it: "0812-3300-4417" and
 * "+62 812 3300 4417" both become https://wa.me/6281233004417.
 */
export function whatsappHref(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, "");
  if (!digits) return undefined;
  if (digits.startsWith("0")) digits = `62${digits.slice(1)}`;
  return safeHref(`https://wa.me/${digits}`);
}
