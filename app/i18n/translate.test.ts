import { describe, expect, it } from "vitest";
import { chatReplyEmail } from "~/services/chat-emails.server";
import { refusalResponse } from "~/services/refusal.server";
import { noindexMeta } from "~/utils/meta";
import { resources } from "./resources";
import { fixedT } from "./translate";
import { renderI18n, serverI18n } from "./translate.server";

const env = { PUBLIC_SITE_URL: "https://agrowisata.example" };

describe("fixedT, the one translate function outside React", () => {
  it("writes a French guest's chat e-mail with their name put in by i18next, escaped once in the HTML", () => {
    const name = "Marie-Hélène de La Tour d'Auvergne & fils <VIP>";
    const mail = chatReplyEmail(env, { email: "mh@example.fr", name, langKey: "fr" }, "Oui, il reste une chambre.");

    expect(mail.subject).toBe("Notre opérateur a répondu à votre chat");
    expect(mail.text).toContain(`Bonjour ${name},`);
    expect(mail.text).toContain("envoyé automatiquement par agrowisata.example parce que");
    expect(mail.html).toContain("Bonjour Marie-Hélène de La Tour d&#39;Auvergne &amp; fils &lt;VIP&gt;,");
    expect(mail.text).not.toContain("{{");
  });

  it("answers a refusal page in French with its value interpolated", async () => {
    const request = new Request("https://agrowisata.example/reservasi-info-pendpay/XYZ?lng=fr", {
      headers: { Accept: "text/html" },
    });
    const response = await refusalResponse(request, 429, "security.tooManyLookups", { values: { minutes: 15 } });

    expect(response.headers.get("Content-Language")).toBe("fr");
    const page = await response.text();
    expect(page).toContain("<title>Trop de requêtes</title>");
    expect(page).toContain("Veuillez réessayer dans 15 minutes.");
  });

  it("finds a back-office key in the staff namespace without naming it", () => {
    expect(resources.fr.public).not.toHaveProperty("desk");
    expect(fixedT("fr")("desk.detail.title", { kode: "AGW-2611-0042" })).toBe("Réservation AGW-2611-0042");
    expect(fixedT("en")("crud.index.title")).toBe("Master data");
  });

  it("titles a back-office page in the page's language", () => {
    const matches = [{ id: "root", data: { language: "fr", siteUrl: "https://agrowisata.example" } }];
    const meta = noindexMeta("desk.detail.back")({ matches } as never);
    expect(meta).toEqual([{ title: "Retour aux réservations — Agrowisata" }, { name: "robots", content: "noindex" }]);
  });
});

describe("renderI18n, the instance a server render reads", () => {
  it("answers a French render as fixedT does, the second time from memory, and never mixes up values", () => {
    // What useTranslation hands a component: the render instance's fixed t (no language: the instance's).
    const t = renderI18n("fr").getFixedT(null, ["public", "staff"]);
    for (let round = 0; round < 2; round++) {
      expect(t("crud.index.title")).toBe(fixedT("fr")("crud.index.title"));
      expect(t("desk.detail.title", { kode: `AGW-${round}` })).toBe(`Réservation AGW-${round}`);
      expect(t("propertySetup.units.added", { count: 1 })).toBe(fixedT("fr")("propertySetup.units.added", { count: 1 }));
      expect(t("propertySetup.units.added", { count: 3 })).toBe(fixedT("fr")("propertySetup.units.added", { count: 3 }));
    }
    expect(t("propertySetup.units.added", { count: 1 })).not.toBe(t("propertySetup.units.added", { count: 3 }));
    // A value that looks like another call's values is still its own call.
    expect(t("desk.detail.title", { kode: 'A"\u0000kode="B' })).toBe('Réservation A"\u0000kode="B');
    expect(t("desk.detail.title", { kode: "A" })).toBe("Réservation A");
    // A long value (not remembered) is translated all the same, each time with its own text.
    for (const kode of ["x".repeat(2_000), "y".repeat(2_000)]) expect(t("desk.detail.title", { kode })).toBe(`Réservation ${kode}`);
    // Another language's render keeps its own answers.
    expect(renderI18n("en").getFixedT(null, ["public", "staff"])("crud.index.title")).toBe("Master data");
  });
});

describe("the t every component of a server render gets (useTranslation: the render's language, default namespace)", () => {
  const i18next = serverI18n.getFixedT("fr", "public");

  it("is one function for the whole render, answering every form of call as i18next's fixed t", () => {
    const t = renderI18n("fr").getFixedT(null, "public");
    expect(renderI18n("fr").getFixedT(null, "public")).toBe(t);
    expect(renderI18n("fr").getFixedT("fr", undefined)).toBe(t);
    const calls: [string, unknown?][] = [
      ["crud.index.title"], // a back-office key, found through the fallback namespace
      ["common.close"],
      ["propertySetup.units.added", { count: 1 }],
      ["propertySetup.units.added", { count: 4 }],
      ["desk.detail.title", { kode: "AGW-9" }],
      ["no.such.key", "Texte par défaut"], // a default value instead of options
      ["no.such.key", { defaultValue: "Autre défaut" }],
      ["common.close", { lng: "en" }], // another language asked for in the call
    ];
    for (let round = 0; round < 2; round++) {
      for (const [key, options] of calls) expect(t(key, options as never)).toBe(i18next(key, options as never));
    }
    expect(t("common.close", { lng: "en" })).not.toBe(t("common.close"));
  });

  it("leaves other namespaces, languages and key prefixes to i18next", () => {
    const instance = renderI18n("fr");
    const own = instance.getFixedT(null, "public");
    expect(instance.getFixedT("en", "public")).not.toBe(own);
    expect(instance.getFixedT(null, "staff")).not.toBe(own);
    expect(instance.getFixedT(null, "public", "desk.detail")).not.toBe(own);
    expect(instance.getFixedT(null, "public", "desk.detail")("title", { kode: "X" })).toBe("Réservation X");
    expect(instance.getFixedT("en", "public")("common.close")).toBe(serverI18n.getFixedT("en", "public")("common.close"));
  });
});

