/** A tel: link for a phone number as people write it ("(0341) 426 123" → "tel:0341426123"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A WhatsApp chat link for an Indonesian number as people write it: "0812-3300-4417" and
 * "+62 812 3300 4417" both become https://wa.me/6281233004417.
 */
export function whatsappHref(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0")) digits = `62${digits.slice(1)}`;
  return `https://wa.me/${digits}`;
}
