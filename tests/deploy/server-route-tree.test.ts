/**
 * patches/ also makes the server build its route tree once: `RemixServer` keeps the tree it built from the
 * build's manifest, and `createStaticRouter` keeps the data routes it made from a tree (patches/README.md).
 * This checks that `npm install` applied both and that a kept tree is only reused for the very same routes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStaticRouter } from "react-router-dom/server.js";

const ROOT = path.resolve(__dirname, "../..");

type Routes = Parameters<typeof createStaticRouter>[0];
const context = (routes: Routes) =>
  ({
    basename: "/",
    location: { pathname: "/", search: "", hash: "", state: null, key: "default" },
    matches: [{ params: {}, pathname: "/", pathnameBase: "/", route: routes[0] }],
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
    activeDeferreds: null,
  }) as unknown as Parameters<typeof createStaticRouter>[1];

describe("the server's route tree, built once", () => {
  it("is the patched build (npm install applied patches/)", () => {
    const read = (file: string) => readFileSync(path.join(ROOT, "node_modules", file), "utf8");
    expect(read("@remix-run/react/dist/esm/server.js")).toContain("function serverRoutesOf(");
    expect(read("react-router-dom/server.js")).toContain("const staticDataRoutes = new WeakMap()");
    // And the browser bundle can drop Remix's unused Link and NavLink (patches/README.md).
    expect(read("@remix-run/react/dist/esm/components.js")).not.toMatch(/^(Nav)?Link\.displayName =/m);
  });

  it("reuses the data routes of the same tree, and converts another tree afresh", () => {
    const tree: Routes = [{ id: "root", path: "/", children: [{ id: "kamar", path: "room/:id" }] }];
    const other: Routes = [{ id: "root", path: "/", children: [{ id: "kafe", path: "cafe/:id" }] }];
    const first = createStaticRouter(tree, context(tree));
    const again = createStaticRouter(tree, context(tree));
    const elsewhere = createStaticRouter(other, context(other));
    expect(again.routes).toBe(first.routes);
    expect(elsewhere.routes).not.toBe(first.routes);
    expect(first.routes[0].children?.map((r) => r.id)).toEqual(["kamar"]);
    expect(elsewhere.routes[0].children?.map((r) => r.id)).toEqual(["kafe"]);
    // Each router still answers its own request's location.
    expect(again.state.location.pathname).toBe("/");
  });
});
