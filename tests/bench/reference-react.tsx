/**
 * Reference Worker for the SSR benchmark: a bare React `renderToString` of a page of plain elements, no data
 * access, no router, no i18n. Its size is set by the `bytes` query parameter (the harness measures the app's
 * home page and asks for the same number of bytes), so the app's throughput can be read as a ratio to it.
 */
import { renderToString } from "react-dom/server";

function Page({ items }: { items: number }) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <title>Reference page</title>
      </head>
      <body>
        <main>
          <h1>Reference page</h1>
          <ul className="list">
            {Array.from({ length: items }, (_, i) => (
              <li key={i} className="list__item">
                <a href={`/item/${i}`}>Item {i}</a> <span>plain text for item number {i}</span>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>
  );
}

let calibrated: { target: number; items: number } | null = null;

/** How many list items make a page of about `target` bytes (measured once per isolate). */
function itemsFor(target: number): number {
  if (calibrated?.target === target) return calibrated.items;
  const empty = renderToString(<Page items={0} />).length;
  const hundred = renderToString(<Page items={100} />).length;
  const items = Math.max(1, Math.round(((target - empty) * 100) / (hundred - empty)));
  calibrated = { target, items };
  return items;
}

export default {
  fetch(request: Request): Response {
    const items = itemsFor(Number(new URL(request.url).searchParams.get("bytes")) || 100_000);
    const html = `<!DOCTYPE html>${renderToString(<Page items={items} />)}`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
};
