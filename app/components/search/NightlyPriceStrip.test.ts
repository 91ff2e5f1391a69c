import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n/translate";
import type { StripNight } from "~/utils/price-strip";
import { stripDaysHtml } from "./NightlyPriceStrip";

const night = (n: Partial<StripNight> & { night: string }): StripNight => ({ harga: 650_000, weekend: false, holiday: null, closed: false, ...n });

describe("the price strip's days, written as HTML", () => {
  it("shows a French guest the weekday, date, price and what marks the day", () => {
    const html = stripDaysHtml(
      [
        night({ night: "2026-12-24" }),
        night({ night: "2026-12-25", weekend: true, holiday: { nama: "Noël" } }),
        night({ night: "2026-12-26", weekend: true, closed: true }),
      ],
      "fr",
      fixedT("fr"),
    );
    const days = html.split("</li>").filter(Boolean);
    expect(days).toHaveLength(3);
    expect(days[0]).toContain('data-night="2026-12-24" data-price="650000"');
    expect(days[0]).toMatch(/<span class="price-strip__weekday">jeu\.?<\/span>/);
    expect(days[0]).toMatch(/650\s000/);
    expect(days[1]).toContain('class="price-strip__day price-strip__day--weekend price-strip__day--holiday"');
    expect(days[1]).toContain(`${fixedT("fr")("rates.strip.weekend")} · <span>Noël</span>`);
    // A stop-sell night: no price to read, and the strip says it is closed.
    expect(days[2]).not.toContain("data-price");
    expect(days[2]).toContain(`<strong class="price-strip__price">${fixedT("fr")("rates.strip.closed")}</strong>`);
  });

  it("writes a holiday name typed by staff as text, never as markup, and marks an untranslated one as Indonesian", () => {
    const html = stripDaysHtml(
      [night({ night: "2027-03-20", holiday: { nama: `Nyepi <script>alert("x")</script> & "Ogoh-ogoh"`, untranslated: ["nama"] } })],
      "en",
      fixedT("en"),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain('<span lang="id">Nyepi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Ogoh-ogoh&quot;</span>');
  });
});
