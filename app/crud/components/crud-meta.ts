import type { MetaFunction, TypedResponse } from "@remix-run/cloudflare";
import { resourceKey, type CrudLoaderData } from "~/crud/view";
import { fixedT } from "~/i18n/translate";
import { languageFromMatches } from "~/utils/meta";

/** Title of a master-data page: the resource's name, or "Data Master" for the index. */
export const crudMeta: MetaFunction<() => Promise<TypedResponse<CrudLoaderData>>> = ({ matches, data: view }) => {
  const t = fixedT(languageFromMatches(matches));
  const index = t("crud.index.title");
  const title = view && view.view !== "index" ? t(`crud.resources.${resourceKey(view.resource.name)}`, { defaultValue: index }) : index;
  return [{ title: `${title} — ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};
