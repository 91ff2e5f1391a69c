import { describe, expect, it } from "vitest";
import { chatReplyEmail } from "~/services/chat-emails.server";
import { refusalResponse } from "~/services/refusal.server";
import { noindexMeta } from "~/utils/meta";
import { resources } from "./resources";
import { fixedT } from "./translate";

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
