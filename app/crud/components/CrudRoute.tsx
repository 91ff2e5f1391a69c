import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import type { CrudActionData, CrudLoaderData } from "~/crud/view";
import { CrudPage } from "./CrudPage";

/**
 * What every master-data route module exports besides its loader and action (ADR 017): the page, its
 * title, its headers and its error boundary. The routes under /master, /kota and /kamarhomestay
 * re-export these and differ only in which engine function they call.
 */
export { crudMeta } from "./crud-meta";
export { privatePageHeaders as crudHeaders } from "~/utils/route-headers";

export function CrudRoutePage() {
  const data = useLoaderData<CrudLoaderData>();
  const actionData = useActionData<CrudActionData>();
  return <CrudPage data={data} actionData={actionData} />;
}

/** Unknown resources and rows: the general error page inside the back office, with a way back to /master. */
export function CrudErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" titles={{ 404: "crud.errors.notFoundTitle" }} backTo="/master" backLabel="crud.list.backToIndex" />;
}
