import type { LinksFunction } from "@remix-run/cloudflare";
import contentStyles from "~/styles/content.css";

/** The stylesheet of the public content pages, linked from each of their routes. */
export const contentLinks: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
