import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "~/models/db.server";
import { outbox } from "~/db/schema";
import { parseEnv, type Bindings } from "~/env.server";
import { activationEmail, passwordResetEmail } from "./account-emails.server";
import { escapeHtml } from "~/utils/escape-html";
import { renderEmail } from "./email-template.server";
import {
  createMailer,
  deliverPendingEmails,
  HttpMailTransport,
  MAX_DELIVERY_ATTEMPTS,
  OutboxMailer,
  QueueingMailer,
  type MailMessage,
  type MailTransport,
} from "./mailer.server";

const db = createDb(env.DB);

function message(to: string): MailMessage {
  return { to, subject: "Halo", html: "<p>Halo</p>", text: "Halo", kind: "test", lang: "id" };
}

describe("mailer", () => {
  it("writes the outbox locally and in tests", async () => {
    const ctx = createExecutionContext();
    const mailer = createMailer({ db, env: parseEnv(env as unknown as Bindings), ctx });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    await mailer.send(message("outbox@example.test"));
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "outbox@example.test"));
    expect(row).toMatchObject({ subject: "Halo", kind: "test", langKey: "id", status: "PENDING" });
  });

  it("uses the HTTP provider when configured, and records the outcome", async () => {
    const sent: Request[] = [];
    const transport = new HttpMailTransport({
      url: "https://mail.example.test/v1/send",
      apiKey: "key-123",
      from: "Agrowisata <noreply@example.test>",
      fetcher: async (input, init) => {
        sent.push(new Request(input, init));
        return new Response("{}", { status: 200 });
      },
    });
    const ctx = createExecutionContext();
    await new QueueingMailer(db, transport, (p) => ctx.waitUntil(p)).send(message("http@example.test"));
    await waitOnExecutionContext(ctx);
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get("Authorization")).toBe("Bearer key-123");
    expect(await sent[0].json()).toEqual({
      from: "Agrowisata <noreply@example.test>",
      to: ["http@example.test"],
      subject: "Halo",
      html: "<p>Halo</p>",
      text: "Halo",
    });
    const [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "http@example.test"));
    expect(row.status).toBe("SENT");
    expect(row.sentAt).not.toBeNull();
  });

  it("marks a refused delivery FAILED and retries it later, up to a limit", async () => {
    let fail = true;
    const transport: MailTransport = {
      async deliver() {
        if (fail) throw new Error("provider answered 503");
      },
    };
    const ctx = createExecutionContext();
    await new QueueingMailer(db, transport, (p) => ctx.waitUntil(p)).send(message("retry@example.test"));
    await waitOnExecutionContext(ctx);
    let [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "retry@example.test"));
    expect(row).toMatchObject({ status: "FAILED", attempts: 1, lastError: "Error: provider answered 503" });
    fail = false;
    // Within two minutes the row may still be in flight: the retry leaves it alone.
    await deliverPendingEmails(db, transport);
    [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "retry@example.test"));
    expect(row).toMatchObject({ status: "FAILED", attempts: 1 });
    const later = new Date(Date.now() + 5 * 60_000);
    await deliverPendingEmails(db, transport, { now: later });
    [row] = await db.select().from(outbox).where(eq(outbox.toAddress, "retry@example.test"));
    expect(row).toMatchObject({ status: "SENT", attempts: 2 });

    await db.insert(outbox).values({
      ...message("gave-up@example.test"),
      toAddress: "gave-up@example.test",
      status: "FAILED",
      attempts: MAX_DELIVERY_ATTEMPTS,
    });
    const before = await db.select().from(outbox).where(eq(outbox.toAddress, "gave-up@example.test"));
    await deliverPendingEmails(db, transport, { now: later });
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, "gave-up@example.test"))).toEqual(before);
  });

  it("delivers each waiting e-mail once even when two retry runs overlap", async () => {
    const delivered: string[] = [];
    const transport: MailTransport = {
      async deliver(m) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(m.to);
      },
    };
    const old = new Date(Date.now() - 10 * 60_000);
    await db.insert(outbox).values(
      ["a@overlap.test", "b@overlap.test", "c@overlap.test"].map((to) => ({
        ...message(to),
        toAddress: to,
        status: "FAILED" as const,
        attempts: 1,
        createdAt: old,
      })),
    );
    await Promise.all([deliverPendingEmails(db, transport), deliverPendingEmails(db, transport)]);
    expect(delivered.filter((to) => to.endsWith("@overlap.test")).sort()).toEqual([
      "a@overlap.test",
      "b@overlap.test",
      "c@overlap.test",
    ]);
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "test"));
    for (const row of rows.filter((r) => r.toAddress.endsWith("@overlap.test"))) {
      expect(row).toMatchObject({ status: "SENT", attempts: 2 });
    }
  });

  it("requires the provider settings when MAIL_TRANSPORT is http", () => {
    expect(() => parseEnv({ ...(env as object), MAIL_TRANSPORT: "http" } as unknown as Bindings)).toThrow(/MAIL_API_URL/);
    const parsed = parseEnv({
      ...(env as object),
      MAIL_TRANSPORT: "http",
      MAIL_API_URL: "https://mail.example.test/v1/send",
      MAIL_API_KEY: "k",
      MAIL_FROM: "noreply@example.test",
    } as unknown as Bindings);
    expect(createMailer({ db, env: parsed, ctx: createExecutionContext() })).toBeInstanceOf(QueueingMailer);
  });
});

describe("e-mail templates", () => {
  it("escapes content and keeps HTML and text in step", () => {
    const { html, text } = renderEmail({
      lang: "id",
      subject: "Uji <b>",
      greeting: "Halo <Budi>,",
      paragraphs: ["Satu & dua"],
      action: { label: "Buka", url: "https://example.test/a?x=1&y=2", fallbackLabel: "Tautan:" },
      footer: "Kaki",
    });
    expect(html).toContain("Halo &lt;Budi&gt;,");
    expect(html).toContain('href="https://example.test/a?x=1&amp;y=2"');
    expect(html).toContain('<html lang="id-ID">');
    expect(text).toContain("Buka: https://example.test/a?x=1&y=2");
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
  });

  it.each([
    ["id", "Aktivasi akun Agrowisata Anda", "Halo Budi,"],
    ["en", "Activate your Agrowisata account", "Dear Budi,"],
    ["fr", "Activez votre compte Agrowisata", "Bonjour Budi,"],
  ] as const)("writes the activation e-mail in the recipient's language (%s)", async (lang, subject, greeting) => {
    const mail = await activationEmail(
      parseEnv(env as unknown as Bindings),
      { email: "b@example.test", login: "budi", firstName: "Budi", langKey: lang },
      "KEY_123-abc",
    );
    expect(mail).toMatchObject({ to: "b@example.test", subject, kind: "activation", lang });
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain("http://localhost:8787/activate?key=KEY_123-abc");
  });

  it("writes the reset e-mail with the 24-hour note", async () => {
    const mail = await passwordResetEmail(
      parseEnv(env as unknown as Bindings),
      { email: "b@example.test", login: "budi", langKey: "en" },
      "K",
    );
    expect(mail.kind).toBe("password-reset");
    expect(mail.text).toContain("http://localhost:8787/reset/finish?key=K");
    expect(mail.text).toContain("valid for 24 hours");
  });
});
