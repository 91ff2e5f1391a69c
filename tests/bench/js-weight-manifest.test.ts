import { describe, expect, it } from "vitest";
import { initialScripts, parseManifest, rootPathRoute, routeChain, type AssetsManifest } from "./js-weight-manifest";

const manifest: AssetsManifest = {
  entry: { module: "/build/entry.js", imports: ["/build/_shared/react.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/build/root.js",
      imports: ["/build/_shared/react.js", "/build/_shared/layout.js"],
    },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      module: "/build/routes/_index.js",
      imports: ["/build/_shared/carousel.js"],
    },
    "routes/_staff": { id: "routes/_staff", parentId: "root", module: "/build/routes/_staff.js" },
    "routes/_staff.admin._index": {
      id: "routes/_staff.admin._index",
      parentId: "routes/_staff",
      path: "admin",
      index: true,
      module: "/build/routes/admin.js",
      imports: ["/build/_shared/layout.js", "/build/_shared/table.js"],
    },
  },
};

describe("walking the assets manifest", () => {
  it("reads the manifest file's assignment", () => {
    expect(parseManifest(`window.__remixManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
    expect(() => parseManifest("nothing here")).toThrow();
  });

  it("lists a route's ancestors from the root down", () => {
    expect(routeChain(manifest, "routes/_staff.admin._index")).toEqual([
      "root",
      "routes/_staff",
      "routes/_staff.admin._index",
    ]);
    expect(() => routeChain(manifest, "routes/missing")).toThrow();
  });

  it("finds the route / renders, skipping index routes below a path", () => {
    expect(rootPathRoute(manifest)).toBe("routes/_index");
  });

  it("collects the entry, every route module of the chain and their imports, each once", () => {
    expect(initialScripts(manifest, "routes/_staff.admin._index")).toEqual([
      "/build/entry.js",
      "/build/_shared/react.js",
      "/build/root.js",
      "/build/_shared/layout.js",
      "/build/routes/_staff.js",
      "/build/routes/admin.js",
      "/build/_shared/table.js",
    ]);
  });
});
