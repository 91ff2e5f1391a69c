import { SELF } from "cloudflare:test";

export const ORIGIN = "https://example.com";

/** Decodes the few entities React writes into text, so assertions can use the messages as written. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

let ipCounter = 0;

/** A fresh, distinct client IP per simulated browser, so per-IP throttling never couples tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/**
 * A tiny cookie-keeping client over SELF.fetch (the Worker's real fetch handler). Redirects are not
 * followed automatically so tests can assert on them; POSTs look like a same-origin form submission.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    readonly options: {
      language?: "id" | "en" | "fr";
      userAgent?: string;
      ip?: string;
      /** The Worker's fetch to send requests to (a test that watches its bindings); SELF.fetch unless told. */
      fetcher?: (request: Request) => Promise<Response>;
    } = {},
  ) {
    this.ip = options.ip ?? nextIp();
  }

  private headers(extra?: HeadersInit): Headers {
    const headers = new Headers(extra);
    if (!headers.has("Host")) headers.set("Host", new URL(ORIGIN).host);
    if (!headers.has("User-Agent")) headers.set("User-Agent", this.options.userAgent ?? "Vitest browser");
    if (!headers.has("Accept-Language")) headers.set("Accept-Language", this.options.language ?? "en");
    if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", this.ip);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie && !headers.has("Cookie")) headers.set("Cookie", cookie);
    return headers;
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((attr) => {
        const [key, val] = attr.split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const request = new Request(`${ORIGIN}${path}`, { ...init, headers: this.headers(init.headers), redirect: "manual" });
    const response = await (this.options.fetcher ?? ((r: Request) => SELF.fetch(r)))(request);
    this.remember(response);
    return response;
  }

  get(path: string, headers?: HeadersInit) {
    return this.fetch(path, { headers });
  }

  /** A form POST as a browser sends it from one of our pages. */
  post(path: string, form: Record<string, string>, headers?: HeadersInit) {
    const merged = new Headers({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
    new Headers(headers).forEach((value, name) => merged.set(name, value));
    return this.fetch(path, { method: "POST", body: new URLSearchParams(form), headers: merged });
  }

  /** GET and follow redirects within the site; returns the final response and its decoded body. */
  async visit(path: string): Promise<{ response: Response; url: string; html: string }> {
    let url = path;
    for (let hops = 0; hops < 5; hops++) {
      const response = await this.get(url);
      const location = response.headers.get("Location");
      if (response.status >= 300 && response.status < 400 && location) {
        url = location.startsWith(ORIGIN) ? location.slice(ORIGIN.length) : location;
        continue;
      }
      return { response, url, html: decodeHtml(await response.text()) };
    }
    throw new Error(`too many redirects from ${path}`);
  }

  hasSession(): boolean {
    return this.cookies.has("session");
  }
}
