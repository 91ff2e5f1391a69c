import type { MetaFunction, TypedResponse } from "@remix-run/cloudflare";
import { resourceKey, type CrudLoaderData } from "~/crud/view";
import { languageFromMatches, messagesFor } from "~/utils/meta";

/** Title of a master-data page: the resource's name, or "Data Master" for the index. */
export const crudMeta: MetaFunction<() => Promise<TypedResponse<CrudLoaderData>>> = ({ matches, data: view }) => {
  const m = messagesFor(languageFromMatches(matches));
  const names: Readonly<Record<string, string>> = m.crud.resources;
  const title = view && view.view !== "index" ? (names[resourceKey(view.resource.name)] ?? m.crud.index.title) : m.crud.index.title;
  return [{ title: `${title} — ${m.meta.siteName}` }, { name: "robots", content: "noindex" }];
};
