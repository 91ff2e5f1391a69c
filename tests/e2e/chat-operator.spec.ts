import { expect, test, type Page } from "@playwright/test";

/**
 * Customer service without admin rights: the seeded `operator` account (ROLE_CS) signs in, lands on the chat
 * console, sees only that page in the sidebar, and answers a guest — on a phone — in real time.
 */

test.describe.configure({ mode: "serial" });

async function signInAsOperator(page: Page) {
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.locator('main input[name="login"]').fill("operator");
  await page.locator('main input[name="password"]').fill("Operator#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  // Customer service lands on its console (the back-office messages load on the way).
  await expect(page).toHaveURL(/\/admin\/chat$/, { timeout: 30_000 });
  await expect(page.locator(".account-menu__name")).toHaveText("Halo, Sari");
}

/** Opens the chat on the home page and answers the pre-chat dialog. */
async function startChatAsGuest(page: Page, name: string, email: string) {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Chat dengan kami" }).click();
  const dialog = page.getByRole("dialog", { name: "Silahkan Masukkan Email dan Nama Anda" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nama").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("dialog", { name: "Chat dengan operator" });
}

test("the operator account answers a guest's chat in real time, without admin rights", async ({ browser }) => {
  const operatorContext = await browser.newContext();
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const operator = await operatorContext.newPage();
    await signInAsOperator(operator);
    // Its sidebar holds that page only.
    await expect(operator.getByRole("heading", { level: 1, name: "Chat Pengunjung" })).toBeVisible();
    await expect(operator.getByTestId("operator-status")).toHaveText("Anda online");
    await expect(operator.locator(".staff-nav a.staff-nav__link")).toHaveCount(1);
    await expect(operator.locator(".staff-nav a.staff-nav__link")).toHaveAttribute("href", "/admin/chat");

    const guest = await guestContext.newPage();
    const stamp = Date.now();
    const name = `Ayu ${stamp}`;
    const panel = await startChatAsGuest(guest, name, `ayu${stamp}@example.test`);
    await expect(panel.getByText("Operator online")).toBeVisible();
    const message = panel.getByLabel("Pesan");
    await message.fill("Apakah check-in bisa jam 11 pagi?");
    await message.press("Enter");

    const item = operator.locator(".chat-console__item", { hasText: name });
    await expect(item.getByTestId("conversation-unread")).toHaveText("1 belum dibaca");
    await item.click();
    const conversation = operator.getByRole("region", { name: `Percakapan dengan ${name}` });
    await expect(conversation.getByText("Apakah check-in bisa jam 11 pagi?")).toBeVisible();

    await operator.getByLabel("Pesan", { exact: true }).fill("Bisa, kamar Anda siap jam 11.");
    await operator.getByRole("button", { name: "Kirim" }).click();
    await expect(panel.locator(".chat-msg--theirs", { hasText: "Bisa, kamar Anda siap jam 11." })).toBeVisible();

    // Customer service is not an administrator: the front desk and master data stay closed.
    const reservations = await operator.request.get("/admin/reservasi");
    expect(reservations.status()).toBe(403);
    const master = await operator.request.get("/master");
    expect(master.status()).toBe(403);
  } finally {
    await guestContext.close();
    await operatorContext.close();
  }
});
