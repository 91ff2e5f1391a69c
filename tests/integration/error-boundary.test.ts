import { createInstance } from "i18next";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { i18nConfig, type Language } from "~/i18n/config";
import type { MessageKey } from "~/i18n/message-key";
import { resources } from "~/i18n/resources";
import { errorResponse } from "~/utils/invariant";
import { decodeHtml } from "./support/browser";

type BoundaryProps = Parameters<typeof GeneralErrorBoundary>[0];

/**
 * Renders the general error boundary the way Remix does on the server: a route whose loader throws,
 * rendered by the static router (in workerd, with the app's catalogues), so each status handler is
 * seen exactly as a page would show it.
 */
async function renderRefusal(thrown: unknown, props: BoundaryProps = {}, language: Language = "en") {
  const routes = [
    {
      id: "page",
      path: "/",
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      ErrorBoundary: () => h(GeneralErrorBoundary, props),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://example.com/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: language, resources });
  const tree: ReactNode = h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false });
  return decodeHtml(renderToStaticMarkup(h(I18nextProvider, { i18n }, tree)));
}

const refusal = (key: MessageKey, status: number) => errorResponse(key, { status });

describe("GeneralErrorBoundary", () => {
  it.each([
    [400, "desk.errors.badFilter", "Invalid request", "Invalid filter. Check the status"],
    [403, "security.forbiddenMessage", "Access denied", "You do not have permission to see this page."],
    [404, "desk.errors.notFound", "Page not found", "Not found."],
    [409, "errors.conflictMessage", "The data has changed", "This data was just changed by another process."],
    [429, "security.tooManyRequestsTitle", "Too many requests", "Too many requests"],
  ] as const)("shows a %d refusal under its status title with its own message", async (status, key, title, message) => {
    const html = await renderRefusal(refusal(key, status));
    expect(html).toContain('class="error-page container" role="alert"');
    expect(html).toContain(`<p class="error-page__status">${status}</p>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(message);
    expect(html).toContain('href="/">Back to home</a>');
  });

  it("shows the default message of a status when a refusal carries no key", async () => {
    const html = await renderRefusal(new Response("Not found", { status: 404 }));
    expect(html).toContain("<h1>Page not found</h1>");
    expect(html).toContain("Sorry, the page you are looking for does not exist or has moved.");
  });

  it("shows the server error for anything unexpected, never its details", async () => {
    const html = await renderRefusal(new Error("database exploded"));
    expect(html).toContain('<p class="error-page__status">500</p>');
    expect(html).toContain("<h1>Something went wrong</h1>");
    expect(html).toContain("Sorry, the server ran into a problem.");
    expect(html).not.toContain("database exploded");
    const thrown500 = await renderRefusal(refusal("desk.errors.notFound", 503));
    expect(thrown500).toContain("<h1>Something went wrong</h1>");
    expect(thrown500).not.toContain("Not found.");
  });

  it("lets a status handler replace the page of its status only", async () => {
    const props: BoundaryProps = {
      statusHandlers: { 404: ({ title, message, error }) => h("p", { id: "custom" }, `${error.status}|${title}|${message}`) },
    };
    const handled = await renderRefusal(refusal("desk.errors.notFound", 404), props);
    expect(handled).toBe('<p id="custom">404|Page not found|Not found.</p>');
    const other = await renderRefusal(refusal("desk.errors.badFilter", 400), props);
    expect(other).toContain("<h1>Invalid request</h1>");
  });

  it("draws the back-office variant inside the staff layout, with its back link and the desk title", async () => {
    const props: BoundaryProps = { variant: "desk", backTo: "/admin/reservasi", backLabel: "desk.detail.back" };
    const html = await renderRefusal(refusal("desk.errors.badFilter", 400), props, "id");
    expect(html).toContain('class="staff-page desk-error" role="alert"');
    expect(html).toContain('<p class="desk-error__status">400</p>');
    expect(html).toContain("<h1>Tidak dapat diproses</h1>");
    expect(html).toContain("Filter tidak valid");
    expect(html).toMatch(/<a class="button button--secondary"[^>]*href="\/admin\/reservasi"/);
    expect(html).not.toContain("error-page container");
    const missing = await renderRefusal(refusal("desk.errors.notFound", 404), props, "id");
    expect(missing).toContain("<h1>Halaman tidak ditemukan</h1>");
  });

  it("names what was not found with a titles override, and keeps the message", async () => {
    const props: BoundaryProps = { titles: { 404: "content.event.notFound" }, backTo: "/event", backLabel: "content.event.allEvents" };
    const html = await renderRefusal(refusal("errors.notFoundMessage", 404), props);
    expect(html).toContain("<h1>Event not found</h1>");
    expect(html).toContain("Sorry, the page you are looking for does not exist or has moved.");
    expect(html).toMatch(/href="\/event"[^>]*>All events<\/a>/);
    const other = await renderRefusal(refusal("desk.errors.badFilter", 400), props);
    expect(other).toContain("<h1>Invalid request</h1>");
  });
});
