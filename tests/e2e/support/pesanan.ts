import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./page-errors";

/**
 * The steps after a booking shared by the specs of "Pesanan Saya": pay on the local simulator, find the booking
 * on /pesanan by code and e-mail, ask to cancel and confirm it. Each in Indonesian or French (the page's
 * language), with or without JavaScript.
 */

type Lng = "id" | "fr";

const SIMULATOR = {
  va: {
    id: { open: "Bayar di simulator bank (lokal)", pay: "Bayar tagihan", back: "Kembali ke halaman pembayaran" },
  },
  qris: {
    id: { open: "Buka pemindai simulator", pay: "Scan & bayar", back: "Kembali ke halaman pemesanan" },
    fr: { open: "Ouvrir le scanner du simulateur", pay: "Scanner et payer", back: "Retour à la page de réservation" },
  },
} as const;

const PESANAN = {
  id: {
    kode: "Kode booking",
    email: "E-mail pemesan",
    find: "Cari pesanan",
    cancel: "Batalkan pesanan",
    confirm: "Ya, batalkan pesanan",
    paid: "Lunas",
    cancelled: "Dibatalkan",
  },
  fr: {
    kode: "Code de réservation",
    email: "E-mail de la réservation",
    find: "Trouver ma réservation",
    cancel: "Annuler la réservation",
    confirm: "Oui, annuler la réservation",
    paid: "Payé",
    cancelled: "Annulée",
  },
} as const;

/**
 * From the pending page: pays the booking on the simulator (a virtual account's bill, or the QRIS scanner),
 * comes back to the pending page and sees it paid.
 */
export async function payOnSimulator(page: Page, kind: "va", lng?: "id"): Promise<void>;
export async function payOnSimulator(page: Page, kind: "qris", lng?: Lng): Promise<void>;
export async function payOnSimulator(page: Page, kind: "va" | "qris", lng: Lng = "id") {
  const words = kind === "va" ? SIMULATOR.va.id : SIMULATOR.qris[lng];
  await page.getByRole("link", { name: words.open }).click();
  await page.getByRole("button", { name: words.pay }).click();
  await page.getByRole("link", { name: words.back }).click();
  await expect(page.getByTestId("status-bayar")).toHaveText(PESANAN[lng].paid);
}

/**
 * Finds a booking on /pesanan by its code and e-mail. Opens /pesanan first unless `open` is false (the page is
 * already there), and waits for the page's script when `hydrate` is set.
 */
export async function findOnPesanan(page: Page, options: { kode: string; email: string; lng?: Lng; open?: boolean; hydrate?: boolean }) {
  const words = PESANAN[options.lng ?? "id"];
  if (options.open ?? true) {
    await page.goto("/pesanan");
    if (options.hydrate) await waitForHydration(page);
  }
  await page.getByLabel(words.kode).fill(options.kode);
  await page.getByLabel(words.email).fill(options.email);
  await page.getByRole("button", { name: words.find }).click();
}

/** On a found booking: asks to cancel it (the confirmation with the refund opens). */
export async function askToCancel(page: Page, lng: Lng = "id") {
  await page.getByRole("button", { name: PESANAN[lng].cancel }).click();
}

/** In the cancellation's confirmation: says yes, and the booking reads cancelled. */
export async function confirmCancellation(page: Page, lng: Lng = "id") {
  await page.getByRole("button", { name: PESANAN[lng].confirm }).click();
  await expect(page.getByTestId("order-status")).toHaveText(PESANAN[lng].cancelled);
}
