import { jsonLdString } from "~/utils/meta";
import { useNonce } from "~/utils/nonce";

/** Structured data for search engines, escaped so no value can end the script element early. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Browsers hide the nonce from the DOM, so the client never sees the value the server wrote.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdString(data) }}
    />
  );
}
