/**
 * patches/ makes react-i18next's useTranslation answer a server render with one result per i18next instance
 * (patches/README.md). This checks, in the Worker's runtime, that `npm install` applied the patch and that
 * components rendered on the server still get their page's words, whatever namespace, language or key prefix
 * they ask for.
 */
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { renderI18n } from "~/i18n/translate.server";

const seen: unknown[] = [];

function Plain() {
  const answer = useTranslation();
  const { t } = answer;
  seen.push(answer);
  return createElement("p", null, `${t("common.close")}|${t("crud.index.title")}|${t("desk.detail.title", { kode: "AGW-1" })}`);
}

function Asking() {
  const staff = useTranslation("staff").t;
  const english = useTranslation(undefined, { lng: "en" }).t;
  const prefixed = useTranslation(undefined, { keyPrefix: "desk.detail" }).t;
  return createElement("p", null, `${staff("crud.index.title")}|${english("common.close")}|${prefixed("title", { kode: "B" })}`);
}

const render = (language: "fr" | "en") =>
  renderToString(createElement(I18nextProvider, { i18n: renderI18n(language) }, createElement(Fragment, null, createElement(Plain), createElement(Plain), createElement(Asking))));

describe("useTranslation on the server", () => {
  it("gives every component of a render the same answer (the patched build), with the page's words", () => {
    seen.length = 0;
    const fr = renderI18n("fr").getFixedT(null, "public");
    const expected = `${fr("common.close")}|${fr("crud.index.title")}|Réservation AGW-1`;
    expect(render("fr")).toContain(`<p>${expected}</p><p>${expected}</p>`);
    // Unpatched, every call builds its own answer and hooks.
    expect(seen[0]).toBe(seen[1]);
  });

  it("still answers a namespace, a language or a key prefix asked for by name", () => {
    const fr = renderI18n("fr").getFixedT(null, "public");
    const en = renderI18n("en").getFixedT(null, "public");
    expect(render("fr")).toContain(`<p>${fr("crud.index.title")}|${en("common.close")}|Réservation B</p>`);
    expect(fr("common.close")).not.toBe(en("common.close"));
  });
});
