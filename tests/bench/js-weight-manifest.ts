/**
 * Walks the browser assets manifest that `remix build` writes (public/build/manifest-*.js) to list the
 * scripts a page needs before it is interactive. Pure functions, no file access, so they can be unit-tested.
 */

export interface ManifestModule {
  module: string;
  imports?: string[];
}

export interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface AssetsManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

/** Reads `window.__remixManifest={…};` (the manifest file's whole content). */
export function parseManifest(source: string): AssetsManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("Not a Remix assets manifest.");
  const manifest = JSON.parse(source.slice(start, end + 1)) as Partial<AssetsManifest>;
  if (!manifest.entry?.module || !manifest.routes) throw new Error("Not a Remix assets manifest.");
  return manifest as AssetsManifest;
}

/** The route ids from the root down to `routeId`. */
export function routeChain(manifest: AssetsManifest, routeId: string): string[] {
  const chain: string[] = [];
  let id: string | undefined = routeId;
  while (id) {
    const route: ManifestRoute | undefined = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the manifest.`);
    if (chain.includes(id)) throw new Error(`Route ${id} is its own ancestor.`);
    chain.unshift(id);
    id = route.parentId;
  }
  return chain;
}

/**
 * The route `/` renders: an index route whose ancestors add no path segment (the root and pathless layouts).
 */
export function rootPathRoute(manifest: AssetsManifest): string {
  const matches = Object.values(manifest.routes).filter(
    (route) => route.index && routeChain(manifest, route.id).every((id) => !manifest.routes[id].path),
  );
  if (matches.length !== 1) throw new Error(`Expected one route for "/", found ${matches.length}.`);
  return matches[0].id;
}

/**
 * Every script the document of `routeId` loads up front: the entry module and its imports, then each route
 * module of the chain root → … → route with its imports, each URL once, in that order.
 */
export function initialScripts(manifest: AssetsManifest, routeId: string): string[] {
  const urls = new Set<string>();
  const add = (item: ManifestModule) => {
    urls.add(item.module);
    for (const url of item.imports ?? []) urls.add(url);
  };
  add(manifest.entry);
  for (const id of routeChain(manifest, routeId)) add(manifest.routes[id]);
  return [...urls];
}
