import type { DevTools } from "./tools.server";

/**
 * What `#dev-tools` is in the production build (AGROWISATA_BUILD=production, docs/decisions/041): nothing. The
 * simulator's pages and the test hooks answer 404 and no simulator code is bundled.
 */
export const devTools: DevTools | null = null;
