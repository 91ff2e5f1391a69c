import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { setHotelScope } from "~/models/staff-scope.server";
import { CHAT_OPERATOR_ROLES } from "~/utils/chat-roles";
import { CHANNEL_ROLES, DASHBOARD_ROLES, FINANCE_ROLES, FRONT_DESK_ROLES, RATE_ROLES } from "~/utils/staff-menu";
import { testDb } from "../fixtures/accommodation";
import { latestEmail, signIn } from "./support/account";
import { TestBrowser } from "./support/browser";
import { createUser } from "./support/db";
import { EVERY_KIND, keyOf, sendEveryKind, type Mails } from "./support/every-mail";

const db = testDb();

/** The id of the newest row of the outbox list sent to `to` (the list links each subject to its page). */
function newestRowTo(listHtml: string, to: string): string | null {
  const rows = listHtml.split("<tr").filter((row) => row.includes(`>${to}<`));
  return rows[0]?.match(/href="\/admin\/outbox\/(\d+)"/)?.[1] ?? null;
}

describe("the outbox never hands the front desk a way into someone else's account", () => {
  it("an anonymous reset request for the administrator's address gives the front desk no reset key", async () => {
    const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "id" });
    // Step 1: anyone may ask for the administrator's password to be reset.
    const requested = await new TestBrowser().post("/reset/request", { email: admin.email });
    expect(requested.headers.get("Location")).toBe("/reset/request?status=sent");
    const key = keyOf((await latestEmail(admin.email))!.text, "/reset/finish");
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Step 2: the front desk opens the newest e-mail of the outbox: it says what was sent, not the link.
    const desk = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: "en" });
    const browser = new TestBrowser({ language: "en" });
    await (await signIn(browser, desk.login, desk.password)).body?.cancel();
    const list = await browser.visit("/admin/outbox");
    expect(list.response.status).toBe(200);
    const id = newestRowTo(list.html, admin.email);
    expect(id).not.toBeNull();
    const detail = await browser.visit(`/admin/outbox/${id}`);
    expect(detail.response.status).toBe(200);
    expect(detail.html).toContain(admin.email);
    expect(detail.html).toContain("password-reset");
    expect(detail.html).not.toContain(key);
    expect(detail.html).not.toContain("reset/finish?key=");
    expect(detail.html).toContain(
      "The content of this e-mail is withheld: it holds a link that opens the account or conversation of its recipient.",
    );

    // Step 3 cannot happen: without the key the reset page refuses a new password.
    const guessed = await browser.post("/reset/finish", {
      key: "x".repeat(43),
      newPassword: "ambilalih99",
      confirmPassword: "ambilalih99",
    });
    expect(guessed.status).toBe(400);
    await guessed.body?.cancel();
    const signedIn = await signIn(new TestBrowser(), admin.login, "ambilalih99");
    expect(signedIn.status).toBe(400);
    await signedIn.body?.cancel();
  });

  it("tells a French-speaking desk clerk on a phone, in French, why an activation e-mail cannot be read", async () => {
    const login = `elodie${crypto.randomUUID().slice(0, 8)}`;
    const email = `${login}@exemple.test`;
    const phone =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36";
    await new TestBrowser({ language: "fr", userAgent: phone }).post("/register", {
      login,
      email,
      password: "motdepasse1",
      confirmPassword: "motdepasse1",
      langKey: "fr",
    });
    const mail = await latestEmail(email);
    expect(mail?.kind).toBe("activation");
    const key = keyOf(mail!.text, "/activate");

    const desk = await createUser({ roles: ["ROLE_USER", "ROLE_FRONTDESK"], langKey: "fr" });
    const browser = new TestBrowser({ language: "fr", userAgent: phone });
    await (await signIn(browser, desk.login, desk.password)).body?.cancel();
    const detail = await browser.visit(`/admin/outbox/${mail!.id}`);
    expect(detail.response.status).toBe(200);
    expect(detail.html).toContain(email);
    expect(detail.html).not.toContain(key);
    expect(detail.html).toContain(
      "Le contenu de cet e-mail n'est pas affiché : il contient un lien qui ouvre le compte ou la conversation de son destinataire.",
    );
  });
});

/** What a link that opens an account, a conversation, a signed page or a payment looks like. */
const ACCESS_LINK_PATTERNS = [
  /reset\/finish\?key=[A-Za-z0-9_-]/,
  /activate\?key=[A-Za-z0-9_-]/,
  /settings\/email\?key=[A-Za-z0-9_-]/,
  /chat\/lanjutkan\?t=[A-Za-z0-9_%-]/,
  /[?&](amp;)?(key|t|token|signature|sig|akses)=[A-Za-z0-9_%-]{8,}/,
  /snap\/v4\/redirection\/[A-Za-z0-9-]{20,}/,
];

/** Every staff role of this product's back-office. */
const STAFF_ROLES = [
  ...new Set([
    ...FRONT_DESK_ROLES,
    ...RATE_ROLES,
    ...CHANNEL_ROLES,
    ...FINANCE_ROLES,
    ...CHAT_OPERATOR_ROLES,
    ...DASHBOARD_ROLES,
  ]),
];
const IDENTITIES = STAFF_ROLES.flatMap((role) => [
  { role, scoped: false },
  { role, scoped: true },
]);

describe("every staff view of the outbox, for every staff role", () => {
  let mails: Mails;
  beforeAll(async () => {
    mails = await sendEveryKind();
  }, 120_000);

  it("covers every kind of e-mail", () => {
    expect([...mails.kinds].sort()).toEqual([...EVERY_KIND].sort());
  });

  it.each(IDENTITIES)("$role (estate-scoped: $scoped) finds no key, token or signature", async ({ role, scoped }) => {
    const user = await createUser({ roles: ["ROLE_USER", role as Role], langKey: "en" });
    if (scoped) await setHotelScope(db, user.id, [mails.world.hotel.id]);
    const browser = new TestBrowser({ language: "en" });
    await (await signIn(browser, user.login, user.password)).body?.cancel();
    const views = [
      "/admin/outbox",
      "/admin/outbox?status=PENDING",
      ...mails.ids.map((id) => `/admin/outbox/${id}`),
      `/admin/reservasi/${mails.kode}`,
      "/admin/reservasi.csv",
      ...mails.addresses.map((to) => `/_dev/outbox?to=${encodeURIComponent(to)}`),
    ];
    const readable = new Map<string, string>();
    for (const view of views) {
      const response = await browser.get(view);
      const body = await response.text();
      for (const secret of mails.secrets) expect(body, `${view}: ${secret.name}`).not.toContain(secret.value);
      for (const pattern of ACCESS_LINK_PATTERNS) expect(body, view).not.toMatch(pattern);
      if (response.status === 200) readable.set(view, body);
    }
    // The development viewer is not a staff page: it does not exist outside development.
    expect([...readable.keys()].filter((view) => view.startsWith("/_dev/"))).toEqual([]);
    if (!FRONT_DESK_ROLES.includes(role as Role)) {
      expect(
        [...readable.keys()].filter((view) => view.startsWith("/admin/outbox") || view.startsWith("/admin/reservasi")),
      ).toEqual([]);
      return;
    }
    // The desk still reads booking mail (it resends vouchers), with the links that open nothing left whole.
    const details = [...readable].filter(([view]) => /^\/admin\/outbox\/\d+$/.test(view)).map(([, body]) => body);
    const voucher = details.find(
      (body) => body.includes(`E-voucher ${mails.kode}`) && body.includes("booking-voucher"),
    );
    expect(voucher).toBeDefined();
    expect(voucher).toContain(`/pesanan?kode=${mails.kode}&amp;lng=en`);
    const satisfaction = details.find((body) => body.includes("booking-satisfaction") && body.includes(`/kepuasan/`));
    expect(satisfaction).toMatch(/\/kepuasan\/\d+\?token=…&amp;lng=en/);
    if (scoped) return;
    // Account mail says what went where, and that its content is withheld.
    const withheld = details.filter((body) => body.includes("The content of this e-mail is withheld"));
    expect(withheld.length).toBe(4);
  });
});
