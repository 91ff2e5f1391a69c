import { base64 } from "./tokens.server";

/**
 * The CSP of a page kept in the page cache (ADR 009, ADR 031): a stored copy must not hand every visitor the
 * nonce of the response it was stored from, so its CSP allows exactly its own inline scripts by their hashes.
 */

/** The nonce of a CSP header, or undefined. */
export function nonceOf(csp: string | null): string | undefined {
  return csp ? /'nonce-([^']+)'/.exec(csp)?.[1] : undefined;
}

/**
 * The CSP source of each inline script of a page, `'sha256-…'` of its text as a browser reads it (line breaks
 * normalised to LF, as the HTML parser does before it sees the script).
 */
async function inlineScriptHashes(html: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const scripts: string[] = [];
  let inline = false;
  await new HTMLRewriter()
    .on("script", {
      element(element) {
        inline = !element.hasAttribute("src");
        if (inline) scripts.push("");
      },
      text(chunk) {
        if (inline) scripts[scripts.length - 1] += chunk.text;
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  const encoder = new TextEncoder();
  return Promise.all(
    scripts.map(async (text) => `'sha256-${base64(await crypto.subtle.digest("SHA-256", encoder.encode(text.replace(/\r\n?/g, "\n"))))}'`),
  );
}

/**
 * A stored page must not hand every visitor the nonce of the response it was stored from (a nonce is only
 * worth something while it cannot be predicted). Instead of a nonce, the stored copy's CSP allows exactly its
 * own inline scripts by their hashes, computed once when it is stored; a hit then passes the page through
 * untouched. The `nonce` attributes left in the copy grant nothing: its CSP names no nonce.
 */
export async function withScriptHashes(headers: Headers, body: Uint8Array<ArrayBuffer>): Promise<void> {
  const csp = headers.get("Content-Security-Policy");
  const nonce = nonceOf(csp);
  if (!csp || !nonce) return;
  const hashes = (await inlineScriptHashes(body)).filter((hash, i, all) => all.indexOf(hash) === i);
  headers.set("Content-Security-Policy", csp.split(` 'nonce-${nonce}'`).join(hashes.map((hash) => ` ${hash}`).join("")));
}
