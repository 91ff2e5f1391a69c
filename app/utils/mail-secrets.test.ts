import { describe, expect, it } from "vitest";
import { redactAccessLinks } from "~/utils/mail-secrets";

describe("redactAccessLinks", () => {
  it.each([
    [
      "a signed satisfaction link",
      "https://agrowisata.example/kepuasan/12?token=abcDEF123_-xyzABC&lng=en",
      "https://agrowisata.example/kepuasan/12?token=…&lng=en",
    ],
    [
      "a gateway's payment page",
      "Pay: https://app.midtrans.com/snap/v4/redirection/3f2a9c1e-0b7d-4e8a-9c51-7d2e4f6a8b90",
      "Pay: https://app.midtrans.com/snap/v4/redirection/…",
    ],
    [
      "a simulator payment page",
      "https://agrowisata.example/_sim/gateway/snap/Qm9vS2luZ1Rva2VuMTIz",
      "https://agrowisata.example/_sim/gateway/snap/…",
    ],
    [
      "any parameter not known to be harmless",
      "HTTPS://x.example/a?sig=0123456789&code=abc",
      "HTTPS://x.example/a?sig=…&code=…",
    ],
    ["a user and password before the host", "https://desk:s3cret@x.example/ical", "https://…@x.example/ical"],
    [
      "a token in a fragment",
      "https://x.example/#access_token=eyJhbGciOiJIUzI1NiJ9abc",
      "https://x.example/#access_token=…",
    ],
  ])("hides %s", (_name, text, expected) => {
    expect(redactAccessLinks(text)).toBe(expected);
  });

  it.each([
    ["Pesanan Saya with the code", "https://agrowisata.example/pesanan?kode=AGW261128-ABCDEF&lng=fr"],
    ["the payment instructions", "https://agrowisata.example/reservasi-info-pendpay/AGW261128-ABCDEF?lng=en"],
    ["a map", "https://www.openstreetmap.org/?mlat=-7.900000&mlon=112.600000#map=15/-7.900000/112.600000"],
    ["a map search", "https://www.openstreetmap.org/search?query=Jl.%20Raya%20Batu%2012"],
    ["the chat", "https://agrowisata.example/?chat=1"],
    ["the desk calendar", "https://agrowisata.example/admin/kalender"],
    ["prose without links", "Kode booking AGW261128-ABCDEF, total Rp 800.000"],
  ])("leaves %s whole", (_name, text) => {
    expect(redactAccessLinks(text)).toBe(text);
  });
});
