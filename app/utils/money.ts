/**
 * Rupiah as the spec shows it: "Rp. 1.250.000" — whole Rupiah, dots for thousands, no decimals,
 * in every language (prices are always Rupiah). Non-integers are rounded half up.
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return "Rp. 0";
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}Rp. ${digits}`;
}
