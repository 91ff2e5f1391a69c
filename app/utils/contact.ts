/** A tel: link for a phone number as people write it ("(0341) 426 123" → "tel:0341426123"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
