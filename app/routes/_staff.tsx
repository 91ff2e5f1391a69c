import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { json } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { StaffSidebar } from "~/components/staff/StaffSidebar";
import { ensureStaffMessages } from "~/i18n/client-messages";
import { requireUserWithAnyRole } from "~/services/auth.server";
import staffStyles from "~/styles/staff.css";
import { privatePageHeaders } from "~/utils/route-headers";
import { STAFF_MENU, staffRoles, visibleMenu, withoutLink } from "~/utils/staff-menu";

export const links = () => [{ rel: "stylesheet", href: staffStyles }];
export const headers = privatePageHeaders;
/** Tells the root layout to leave out the public footer on back-office pages. */
export const handle = { chrome: "staff" };

const STAFF_ROLES = staffRoles();

/**
 * The authenticated back-office layout: every page under it is for staff (any role the sidebar names;
 * each page checks its own role on top). The sidebar is filtered here, on the server, so an account
 * never receives items it may not see.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, STAFF_ROLES);
  return json({
    // Spec §2: the API docs item is shown only when the docs are enabled.
    menu: withoutLink(visibleMenu(STAFF_MENU, session.user.authorities), context.env.API_DOCS_ENABLED === "true" ? null : "/docs"),
    modulesUrl: context.env.STAFF_MODULES_URL ?? null,
    authorities: session.user.authorities,
  });
}

/**
 * Arriving from a public page without a reload: the back-office messages are downloaded (once) before
 * any staff page renders. A staff document loads them before it hydrates (entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), ensureStaffMessages()]);
  return data;
}

export function useStaffData() {
  return useRouteLoaderData<typeof loader>("routes/_staff");
}

export default function StaffLayout() {
  const { menu, modulesUrl } = useLoaderData<typeof loader>();
  return (
    <div className="staff-shell">
      <StaffSidebar menu={menu} modulesUrl={modulesUrl} />
      <div className="staff-content">
        <Outlet />
      </div>
    </div>
  );
}
