import { expect, test, type Page, type WebSocketRoute } from "@playwright/test";

/**
 * The guest ↔ operator chat end to end, through the real sockets: a guest with no operator online is
 * told so and leaves a message (it reaches the outbox); the seeded administrator opens the console, a
 * guest on the home page starts a chat, the operator answers, and the guest sees the answer without a
 * reload; without JavaScript the chat button leads to a form that leaves a message.
 */

test.describe.configure({ mode: "serial" });

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page.locator(".account-menu__name")).toHaveText("Halo, Admin");
}

/** Opens the chat on the home page and answers the pre-chat dialog. */
async function startChatAsGuest(page: Page, name: string, email: string) {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Chat dengan kami" }).click();
  const dialog = page.getByRole("dialog", { name: "Silahkan Masukkan Email dan Nama Anda" });
  await expect(dialog).toBeVisible();
  // The dialog checks the fields before anything is sent.
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog.getByText("Nama wajib diisi.")).toBeVisible();
  await dialog.getByLabel("Nama").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole("dialog", { name: "Chat dengan operator" });
}

test("with no operator online the guest is told so and leaves a message", async ({ page }) => {
  const stamp = Date.now();
  const panel = await startChatAsGuest(page, "Sari Offline", `sari${stamp}@example.test`);
  await expect(panel.getByRole("alert")).toHaveText(
    "Maaf, operator kami sedang offline. Silahkan coba beberapa saat lagi",
  );
  await panel.getByRole("button", { name: "Tinggalkan pesan" }).click();
  // Name and e-mail come from the dialog.
  await expect(panel.getByLabel("Nama")).toHaveValue("Sari Offline");
  const text = `Apakah kamar keluarga tersedia minggu depan? ${stamp}`;
  await panel.getByLabel("Pesan").fill(text);
  await panel.getByRole("button", { name: "Kirim" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "pesan Anda sudah kami terima" })).toBeVisible();

  await page.goto("/_dev/outbox");
  await expect(page.locator('.outbox__item[data-kind="chat-offline-message"]', { hasText: text })).toHaveCount(1);
});

test("a guest chats with the operator in real time", async ({ browser }) => {
  const operatorContext = await browser.newContext();
  const guestContext = await browser.newContext();
  try {
    const operator = await operatorContext.newPage();
    await signInAsAdmin(operator);
    await operator.goto("/admin");
    await operator.locator(".staff-nav summary", { hasText: "Agrowisata" }).click();
    await operator.locator(".staff-nav").getByRole("link", { name: "Chat Pengunjung" }).click();
    await expect(operator.getByRole("heading", { level: 1, name: "Chat Pengunjung" })).toBeVisible();
    await expect(operator.getByTestId("operator-status")).toHaveText("Anda online");

    const guest = await guestContext.newPage();
    const stamp = Date.now();
    const name = `Budi ${stamp}`;
    const panel = await startChatAsGuest(guest, name, `budi${stamp}@example.test`);
    await expect(panel.getByText("Operator online")).toBeVisible();
    const message = panel.getByLabel("Pesan");
    await message.fill("Halo, apakah ada kamar untuk 4 orang?");
    await message.press("Enter");
    const mine = panel.locator(".chat-msg--mine", { hasText: "Halo, apakah ada kamar untuk 4 orang?" });
    await expect(mine.locator("[data-mark]")).toHaveAttribute("data-mark", /sent|read/);

    // The operator gets the conversation (with its unread count) and opens it.
    const item = operator.locator(".chat-console__item", { hasText: name });
    await expect(item.getByTestId("conversation-unread")).toHaveText("1 belum dibaca");
    await item.click();
    const conversation = operator.getByRole("region", { name: `Percakapan dengan ${name}` });
    await expect(conversation.getByText("Halo, apakah ada kamar untuk 4 orang?")).toBeVisible();
    // The operator sees which page the guest is on.
    await expect(conversation.getByTestId("guest-page")).toHaveText("/");
    // Opening it marks the guest's message read.
    await expect(mine.locator("[data-mark]")).toHaveAttribute("data-mark", "read");

    // Typing shows on the guest's side; the reply arrives without a reload.
    const reply = operator.getByLabel("Pesan", { exact: true });
    await reply.fill("Ada, kami punya kamar keluarga.");
    await expect(panel.getByText("Operator sedang mengetik…")).toBeVisible();
    await operator.getByRole("button", { name: "Kirim" }).click();
    await expect(panel.locator(".chat-msg--theirs", { hasText: "Ada, kami punya kamar keluarga." })).toBeVisible();
    await expect(conversation.locator(".chat-msg--mine [data-mark]").last()).toHaveAttribute("data-mark", "read");

    // Closed panel: a new reply shows as unread on the button; after a reload the history is back.
    await panel.getByRole("button", { name: "Tutup chat" }).click();
    await operator.getByRole("button", { name: /^Mohon ditunggu sebentar/ }).click();
    await operator.getByRole("button", { name: "Kirim" }).click();
    await expect(guest.getByTestId("chat-unread")).toContainText("1");
    await guest.reload();
    await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
    await guest.getByRole("button", { name: "Chat dengan kami" }).click();
    await expect(panel.getByText("Halo, apakah ada kamar untuk 4 orang?")).toBeVisible();
    await expect(panel.getByText(/^Mohon ditunggu sebentar/)).toBeVisible();
    // Escape closes the panel and gives focus back to the button.
    await guest.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(guest.getByRole("button", { name: "Chat dengan kami" })).toBeFocused();
  } finally {
    await guestContext.close();
    await operatorContext.close();
  }
});

test("without JavaScript the chat button leads to a form that leaves a message", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Chat dengan kami" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { level: 1, name: "Chat" })).toBeVisible();
    const form = page.locator("main form.chat-page__form");
    await form.getByLabel("Nama").fill("Wayan Tanpa Skrip");
    await form.getByLabel("Email").fill("bukan-email");
    const text = `Pesan tanpa JavaScript ${Date.now()}`;
    await form.getByLabel("Pesan").fill(text);
    await form.getByRole("button", { name: "Kirim" }).click();
    // Refused with the reason, and nothing typed is lost.
    await expect(page.getByText("Email tidak valid.")).toBeVisible();
    await expect(form.getByLabel("Pesan")).toHaveValue(text);
    await form.getByLabel("Email").fill("wayan@example.test");
    await form.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("status")).toContainText("pesan Anda sudah kami terima");
    await page.goto("/_dev/outbox");
    await expect(page.locator('.outbox__item[data-kind="chat-offline-message"]', { hasText: text })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test("a message written while the connection drops is sent once after the reconnect", async ({ page }) => {
  // Between the page and the server: frames from the page can be held back, and new sockets refused.
  let holdFromPage = false;
  let refuse = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/chat\/socket/, (ws) => {
    if (refuse) {
      void ws.close({ code: 4001, reason: "test: refused" });
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((frame) => {
      if (!holdFromPage) server.send(frame);
    });
    sockets.push(ws);
  });

  const stamp = Date.now();
  const panel = await startChatAsGuest(page, "Putu Sinyal", `putu${stamp}@example.test`);
  await expect(panel.getByRole("alert")).toBeVisible();
  holdFromPage = true;
  const text = `Pesan saat sinyal hilang ${stamp}`;
  await panel.getByLabel("Pesan").fill(text);
  await panel.getByRole("button", { name: "Kirim" }).click();
  const mark = panel.locator(".chat-msg--mine", { hasText: text }).locator("[data-mark]");
  await expect(mark).toHaveAttribute("data-mark", "sending");

  refuse = true;
  await sockets[sockets.length - 1].close({ code: 4000, reason: "test: dropped" });
  await expect(panel.getByText("Sambungan terputus, menghubungkan kembali…")).toBeVisible();
  holdFromPage = false;
  refuse = false;
  await expect(mark).toHaveAttribute("data-mark", "sent");

  // Stored once: after a reload the history holds it a single time.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Chat dengan kami" }).click();
  await expect(panel.locator(".chat-msg--mine", { hasText: text })).toHaveCount(1);
});

test("typing someone's e-mail opens an empty chat; the owner continues theirs on a phone through an e-mailed link, once", async ({
  browser,
}) => {
  // Two browsers and five page loads: more than one test's usual time on a busy machine.
  test.setTimeout(240_000);
  const laptop = await browser.newContext();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const stamp = Date.now();
    const email = `ketut${stamp}@example.test`;
    const secret = `Nomor paspor saya X${stamp}`;
    const first = await laptop.newPage();
    const panel = await startChatAsGuest(first, "Ketut Laptop", email);
    await panel.getByLabel("Pesan").fill(secret);
    await panel.getByLabel("Pesan").press("Enter");
    await expect(panel.locator(".chat-msg--mine", { hasText: secret }).locator("[data-mark]")).toHaveAttribute(
      "data-mark",
      /sent|read/,
    );

    // On the phone, the same address in the dialog starts a new, empty conversation.
    const page = await phone.newPage();
    const phonePanel = await startChatAsGuest(page, "Bukan Ketut", email);
    await expect(phonePanel.getByText("Tulis pertanyaan Anda", { exact: false })).toBeVisible();
    await expect(phonePanel.getByText(secret)).toHaveCount(0);

    // The owner asks for a link instead (from the dialog's "continue" link), with the address they chatted with.
    await phone.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: "Chat dengan kami" }).click();
    await page.getByRole("link", { name: "Lanjutkan percakapan sebelumnya" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lanjutkan percakapan sebelumnya" })).toBeVisible();
    await page.locator("main").getByLabel("Email").fill(email);
    await page.locator("main").getByRole("button", { name: "Kirim tautan" }).click();
    await expect(page.getByRole("status")).toContainText("Tautan berlaku 30 menit");

    await page.goto(`/_dev/outbox?to=${encodeURIComponent(email)}`);
    const href = await page
      .locator(`.outbox__item[data-kind="chat-continue"] a.outbox__link[href*="/chat/lanjutkan?t="]`)
      .first()
      .getAttribute("href");
    const link = new URL(href as string);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Lanjutkan percakapan", exact: true }).click();
    await expect(page).toHaveURL(/\/\?chat=1$/);
    await expect(page.getByRole("dialog", { name: "Chat dengan operator" }).getByText(secret)).toBeVisible();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Lanjutkan percakapan", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Tautan ini tidak berlaku" })).toBeVisible();
  } finally {
    await phone.close();
    await laptop.close();
  }
});
