import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { currentThemeColours } from "~/models/theme.server";
import { applyThemeChanges, readThemeForm, themeFieldNames } from "~/services/theme-admin.server";
import { redirectWithToast } from "~/services/toast.server";
import officeStyles from "~/styles/office.css";
import { hexOf, parseColour, toRgbString } from "~/utils/colour";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.theme.title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const colours = await currentThemeColours(context.db);
  return json({ colours: colours.map((colour) => ({ ...colour, names: themeFieldNames(colour) })) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const submission = await readThemeForm(context, await request.formData());
  if (!submission.ok) return json({ values: submission.values, invalid: submission.invalid }, { status: 400 });
  await applyThemeChanges(context, request, session.user, submission.changed);
  return redirectWithToast(
    "/admin/tema",
    submission.changed.length > 0 ? { type: "success", key: "office.theme.saved" } : { type: "info", key: "office.theme.unchanged" },
    context.env,
  );
}

type Position = "Header" | "Content" | "Footer";
const POSITIONS: readonly Position[] = ["Header", "Content", "Footer"];
type Property = "background-color" | "color" | "link-color";

export default function ThemePage() {
  const { colours } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const initial = Object.fromEntries(colours.map((c) => [c.names.text, actionData?.values[c.names.text] ?? c.value]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const invalid = new Set(actionData?.invalid ?? []);
  const valueOf = (posisi: Position, properti: Property) => {
    const colour = colours.find((c) => c.posisi === posisi && c.properti === properti);
    const value = colour ? values[colour.names.text] : undefined;
    const parsed = value ? parseColour(value) : null;
    return parsed ? toRgbString(parsed) : (colour?.value ?? "inherit");
  };
  const previewStyle = {
    "--preview-header-bg": valueOf("Header", "background-color"),
    "--preview-header-fg": valueOf("Header", "color"),
    "--preview-content-bg": valueOf("Content", "background-color"),
    "--preview-content-fg": valueOf("Content", "color"),
    "--preview-link": valueOf("Content", "link-color"),
    "--preview-footer-bg": valueOf("Footer", "background-color"),
    "--preview-footer-fg": valueOf("Footer", "color"),
  } as CSSProperties;

  return (
    <section className="staff-page office-page">
      <h1>{t("office.theme.title")}</h1>
      <p>{t("office.theme.lead")}</p>
      {invalid.size > 0 ? (
        <p className="office-alert office-alert--error" role="alert">
          {t("office.theme.invalidColour")}
        </p>
      ) : null}
      <div className="office-theme">
        <Form method="post" className="office-form">
          {POSITIONS.map((posisi) => (
            <fieldset key={posisi}>
              <legend>{t(`office.theme.positions.${posisi}`)}</legend>
              {colours
                .filter((colour) => colour.posisi === posisi)
                .map((colour) => {
                  const label = `${t(`office.theme.positions.${posisi}`)} — ${t(`office.theme.properties.${colour.properti as Property}`)}`;
                  const value = values[colour.names.text] ?? colour.value;
                  const bad = invalid.has(colour.names.text);
                  const errorId = `${colour.names.text}-error`;
                  return (
                    <div key={colour.names.text} className={`office-field${bad ? " office-field--invalid" : ""}`}>
                      <label htmlFor={colour.names.text}>{t(`office.theme.properties.${colour.properti as Property}`)}</label>
                      <div className="office-colour">
                        <input
                          type="color"
                          name={colour.names.picker}
                          aria-label={t("office.theme.picker", { label })}
                          value={hexOf(value)}
                          onChange={(event) => {
                            const parsed = parseColour(event.currentTarget.value);
                            if (parsed) setValues((all) => ({ ...all, [colour.names.text]: toRgbString(parsed) }));
                          }}
                        />
                        <input
                          id={colour.names.text}
                          type="text"
                          name={colour.names.text}
                          value={value}
                          onChange={(event) => {
                            const next = event.currentTarget.value;
                            setValues((all) => ({ ...all, [colour.names.text]: next }));
                          }}
                          pattern="\s*(rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})\s*"
                          aria-invalid={bad || undefined}
                          aria-describedby={bad ? errorId : `${colour.names.text}-hint`}
                          size={20}
                        />
                        <input type="hidden" name={colour.names.shown} value={colour.value} />
                      </div>
                      <p id={`${colour.names.text}-hint`} className="office-hint">
                        {t("office.theme.rgbHint")}
                      </p>
                      {bad ? (
                        <p id={errorId} className="field-errors">
                          {t("office.theme.invalidColour")}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
            </fieldset>
          ))}
          <div className="office-form__buttons">
            <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
              {t("office.common.save")}
            </button>
          </div>
        </Form>
        <aside aria-labelledby="theme-preview">
          <h2 id="theme-preview">{t("office.theme.preview")}</h2>
          <div className="office-preview" style={previewStyle} data-testid="theme-preview">
            <div className="office-preview__header">{t("office.theme.previewHeader")}</div>
            <div className="office-preview__content">
              {t("office.theme.previewContent")} <a href="#theme-preview">{t("office.theme.previewLink")}</a>
            </div>
            <div className="office-preview__footer">{t("office.theme.previewFooter")}</div>
          </div>
        </aside>
      </div>
    </section>
  );
}
