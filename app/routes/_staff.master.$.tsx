import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { crudMeta } from "~/crud/components/crud-meta";
import { CrudErrorBoundary, CrudPage } from "~/crud/components/CrudPage";
import { crudAction, crudLoader } from "~/crud/engine.server";
import type { CrudActionData, CrudLoaderData } from "~/crud/view";
import { privatePageHeaders } from "~/utils/route-headers";

/**
 * Every master-data page (ADR 017): /master lists the resources; /master/{resource}[/new |
 * /{id}/edit | /{id}/delete] are one resource's list and views. /kota and /kamarhomestay reuse this module.
 */
export const headers = privatePageHeaders;
export const meta = crudMeta;
export const ErrorBoundary = CrudErrorBoundary;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return crudLoader(request, context, params["*"] ?? "", null);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return crudAction(request, context, params["*"] ?? "", null);
}

export default function MasterDataPage() {
  const data = useLoaderData<CrudLoaderData>();
  const actionData = useActionData<CrudActionData>();
  return <CrudPage data={data} actionData={actionData} />;
}
