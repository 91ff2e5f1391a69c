import { describe, expect, it } from "vitest";
import {
  activationEmail,
  emailChangeConfirmation,
  emailChangeNotice,
  passwordResetEmail,
} from "~/services/account-emails.server";
import { chatContinueEmail, chatReplyEmail } from "~/services/chat-emails.server";
import { satisfactionUrl } from "~/services/satisfaction-link.server";
import { redactAccessLinks, withholdsBody } from "~/utils/mail-secrets";

/** What staff may read of each e-mail that carries a key (docs/decisions/032). */
const env = { PUBLIC_SITE_URL: "https://agrowisata.example", SESSION_SECRET: "unit-test-secret" };
const KEY = "Zk3_q9-LmN0pQrStUvWxYz12345AbCdEfGhIjKlMnOp";
const recipient = { email: "siti@example.test", login: "siti", firstName: "Siti", langKey: "fr" as const };

describe("the e-mails that carry an access key", () => {
  it.each([
    ["activation", () => activationEmail(env, recipient, KEY)],
    ["password reset", () => passwordResetEmail(env, recipient, KEY)],
    ["e-mail change", () => emailChangeConfirmation(env, { ...recipient, oldEmail: "lama@example.test" }, KEY)],
    ["chat continue", async () => chatContinueEmail(env, { email: recipient.email, name: "Siti" }, "en", KEY)],
  ])("%s: its body is withheld from staff, and its link would be redacted anyway", async (_name, compose) => {
    const message = await compose();
    expect(message.text).toContain(KEY);
    expect(withholdsBody(message.kind)).toBe(true);
    expect(redactAccessLinks(message.text)).not.toContain(KEY);
    expect(redactAccessLinks(message.text)).toContain("https://agrowisata.example/");
  });

  it("the satisfaction link keeps its page and language, not its signature", async () => {
    const url = await satisfactionUrl(env, 42, "en");
    const token = new URL(url).searchParams.get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(redactAccessLinks(url)).toBe("https://agrowisata.example/kepuasan/42?token=…&lng=en");
  });

  it("mail with no key stays readable", async () => {
    const notice = await emailChangeNotice(env, recipient, "baru@example.test");
    const reply = chatReplyEmail(env, { email: recipient.email, name: "Siti", langKey: "id" }, "Kamar masih tersedia.");
    for (const message of [notice, reply]) {
      expect(withholdsBody(message.kind)).toBe(false);
      expect(redactAccessLinks(message.text)).toBe(message.text);
    }
  });
});
