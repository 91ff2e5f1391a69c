import * as build from "../../../build/index.js";

type BuiltRoute = { parentId?: string; path?: string; module: { action?: unknown } };

/**
 * The URL of every route module that exports an action, read from the build (so new actions are
 * covered automatically). Dynamic segments are filled by `param` (default: left as `:name`).
 */
export function actionPaths(
  param: (name: string) => string = (name) => `:${name}`,
  include: (routeId: string) => boolean = () => true,
): string[] {
  const routes = build.routes as Record<string, BuiltRoute>;
  const fullPath = (id: string): string => {
    const route = routes[id];
    const own = (route.path ?? "")
      .replace(/\*$/, "anything")
      .replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => param(name));
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.keys(routes)
    .filter((id) => typeof routes[id].module.action === "function" && include(id))
    .map((id) => `/${fullPath(id)}`.replace(/\/+/g, "/"));
}

/** Route ids of the staff layout's pages (every back-office page renders inside `routes/_staff`). */
export function isStaffRoute(routeId: string): boolean {
  return routeId.startsWith("routes/_staff.");
}

/** The URL of every back-office page (route module with a default export or loader under the staff layout). */
export function staffPagePaths(param: (name: string) => string): string[] {
  const routes = build.routes as Record<string, BuiltRoute & { module: { loader?: unknown } }>;
  return Object.keys(routes)
    .filter((id) => isStaffRoute(id) && typeof routes[id].module.loader === "function")
    .map((id) => {
      const own = (routes[id].path ?? "")
        .replace(/\*$/, "anything")
        .replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => param(name));
      return `/${own}`.replace(/\/+/g, "/");
    });
}
