import * as build from "../../../build/index.js";

type BuiltRoute = { parentId?: string; path?: string; module: { action?: unknown } };

/**
 * The URL of every route module that exports an action, read from the build (so new actions are
 * covered automatically). Dynamic segments are filled by `param` (default: left as `:name`).
 */
export function actionPaths(param: (name: string) => string = (name) => `:${name}`): string[] {
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
    .filter((id) => typeof routes[id].module.action === "function")
    .map((id) => `/${fullPath(id)}`.replace(/\/+/g, "/"));
}
