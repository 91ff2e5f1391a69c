/**
 * The Worker bundles the router's CommonJS build, which patches/ changes to match routes faster (compiled
 * patterns and ranked branches kept, branches whose first segment cannot match skipped); the browser runs
 * the untouched ES build. Both must answer every URL with the same routes: this compares them on the app's
 * own route tree (read from the built manifest) for every route, every parent path of it (what a page render
 * matches for lazy route discovery), and the odd shapes real URLs take.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type * as Router from "@remix-run/router";
import * as untouchedBuild from "@remix-run/router/dist/router.js";
// @ts-expect-error -- the package's types sit beside its ES build only
import * as patchedBuild from "@remix-run/router/dist/router.cjs.js";

const ROOT = path.resolve(__dirname, "../..");
const untouched = untouchedBuild as typeof Router;
const patched = patchedBuild as typeof Router;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

function manifestRoutes(): ManifestRoute[] {
  const dir = path.join(ROOT, "public/build");
  const file = readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no manifest in public/build: run `npm run build` first");
  const text = readFileSync(path.join(dir, file), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;?\s*$/, "");
  return Object.values((JSON.parse(text) as { routes: Record<string, ManifestRoute> }).routes);
}

/** The route tree as Remix builds it for the router: children under their parent, ids kept. */
function routeTree(routes: ManifestRoute[], parentId?: string): Router.AgnosticDataRouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    }) as Router.AgnosticDataRouteObject[];
}

/** Full paths of every route with sample values for its parameters, and every parent path of each. */
function samplePaths(routes: ManifestRoute[]): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    const own = route.path ?? "";
    return own.startsWith("/") || !parent ? own : `${fullPath(parent)}/${own}`;
  };
  const values = ["1", "2026-12-11", "AGW-2611-0042", "tamu", "x.y"];
  const paths = new Set<string>(["/", "", "//", "/room", "/ROOM/1/2/1/2026-12-11/2026-12-13/2/2", "/admin//kalender", "/%41dmin", "/wisata/1/", "/nope/nope"]);
  for (const route of routes) {
    let i = 0;
    const filled = `/${fullPath(route)}`
      .replace(/\/+/g, "/")
      .replace(/:[\w-]+\??|\*/g, () => values[i++ % values.length]);
    const segments = filled.split("/").filter(Boolean);
    for (let n = 0; n <= segments.length; n++) paths.add(`/${segments.slice(0, n).join("/")}`);
    paths.add(`${filled}/`);
    paths.add(filled.toUpperCase());
    paths.add(`${filled}/extra`);
  }
  return [...paths];
}

const ids = (matches: Router.AgnosticRouteMatch[] | null) =>
  matches?.map((match) => `${match.route.id} ${match.pathname} ${JSON.stringify(match.params)}`) ?? null;

describe("the Worker's patched route matching", () => {
  const manifest = manifestRoutes();

  it("is the patched build (npm install applied patches/)", () => {
    const source = readFileSync(path.join(ROOT, "node_modules/@remix-run/router/dist/router.cjs.js"), "utf8");
    expect(source).toContain("function rankedBranches(routes)");
    expect(readFileSync(path.join(ROOT, "node_modules/@remix-run/router/dist/router.js"), "utf8")).not.toContain("rankedBranches");
  });

  it("answers every route, parent path and odd URL of the app as the browser's router does, twice", () => {
    const paths = samplePaths(manifest);
    expect(paths.length).toBeGreaterThan(300);
    const untouchedTree = routeTree(manifest);
    const patchedTree = routeTree(manifest);
    for (let round = 0; round < 2; round++) {
      for (const pathname of paths) {
        expect(ids(patched.matchRoutes(patchedTree, pathname)), pathname).toEqual(ids(untouched.matchRoutes(untouchedTree, pathname)));
      }
    }
  });

  it("finds a route added to the tree after it was matched (lazy discovery adds routes in place)", () => {
    const tree = routeTree(manifest);
    expect(patched.matchRoutes(tree, "/late/route")?.at(-1)?.route.id).not.toBe("late");
    tree.find((route) => route.id === "root")?.children?.push({ id: "late", path: "late/route" } as Router.AgnosticDataRouteObject);
    expect(patched.matchRoutes(tree, "/late/route")?.at(-1)?.route.id).toBe("late");
  });
});
