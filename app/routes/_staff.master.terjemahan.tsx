import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CrudErrorBoundary } from "~/crud/components/CrudRoute";
import { TranslationStatus } from "~/crud/components/TranslationStatus";
import { translationStatusLoader } from "~/crud/translations.server";
import type { TranslationStatusData } from "~/crud/view";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";

/** /master/terjemahan: the content still lacking an English or French version, per table (docs/decisions/026). */
export const meta = noindexMeta("crud.translations.title");
export const headers = privatePageHeaders;
export const ErrorBoundary = CrudErrorBoundary;

export const loader = (args: LoaderFunctionArgs) => translationStatusLoader(args);

export default function TranslationStatusPage() {
  return <TranslationStatus data={useLoaderData<TranslationStatusData>()} />;
}
