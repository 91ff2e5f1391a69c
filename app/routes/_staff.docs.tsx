import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { areApiDocsEnabled, openApiDocument } from "~/services/openapi.server";
import officeStyles from "~/styles/office.css";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { requireUserWithRole } from "~/services/auth.server";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.docs.title");

/** Spec §2: /docs is shown only when API docs are enabled; otherwise it does not exist (404). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!areApiDocsEnabled(context.env)) throw errorResponse("errors.notFoundMessage", { status: 404 });
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  const document = openApiDocument(context.env.PUBLIC_SITE_URL);
  // The page renders a plain view of the document: no external viewer, no CDN.
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-"),
      method: method.toUpperCase(),
      path,
      summary: operation.summary,
      tags: operation.tags ?? [],
      parameters: (operation.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), description: p.description ?? "" })),
      requestBody: operation.requestBody ? JSON.stringify(operation.requestBody.content, null, 2) : null,
      responses: Object.entries(operation.responses).map(([status, response]) => ({
        status,
        description: response.description,
        schema: response.content ? JSON.stringify(response.content, null, 2) : null,
      })),
    })),
  );
  return json({ title: document.info.title, version: document.info.version, description: document.info.description, operations });
}

interface Operation {
  summary: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content: unknown };
  responses: Record<string, { description: string; content?: unknown }>;
}

export default function DocsPage() {
  const { title, version, description, operations } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="staff-page office-page">
      <header className="office-page__header">
        <h1>{t("office.docs.title")}</h1>
        <a className="button" href="/docs/openapi.json" download>
          {t("office.docs.download")}
        </a>
      </header>
      <p>
        {t("office.docs.lead")} <strong>{title}</strong> {version}. {description}
      </p>
      <nav aria-label={t("office.docs.title")}>
        <ul>
          {operations.map((operation) => (
            <li key={operation.id}>
              <a href={`#${operation.id}`}>
                <code>
                  {operation.method} {operation.path}
                </code>
              </a>{" "}
              — {operation.summary}
            </li>
          ))}
        </ul>
      </nav>
      {operations.map((operation) => (
        <article key={operation.id} id={operation.id} className="office-operation">
          <h2>
            <span className="office-badge">{operation.method}</span> <code>{operation.path}</code>
          </h2>
          <p>{operation.summary}</p>
          {operation.parameters.length > 0 ? (
            <>
              <h3>{t("office.docs.parameters")}</h3>
              <ul>
                {operation.parameters.map((parameter) => (
                  <li key={parameter.name}>
                    <code>{parameter.name}</code> ({parameter.in}
                    {parameter.required ? `, ${t("office.docs.required")}` : ""}) {parameter.description}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {operation.requestBody ? (
            <details>
              <summary>requestBody</summary>
              <pre>{operation.requestBody}</pre>
            </details>
          ) : null}
          <h3>{t("office.docs.responses")}</h3>
          <ul>
            {operation.responses.map((response) => (
              <li key={response.status}>
                <strong>{response.status}</strong> {response.description}
                {response.schema ? (
                  <details>
                    <summary>schema</summary>
                    <pre>{response.schema}</pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
