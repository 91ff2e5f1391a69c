import type { LinksFunction } from "@remix-run/cloudflare";
import contentStyles from "~/styles/content.css";
import lightboxStyles from "~/styles/lightbox.css";
import readMoreStyles from "~/styles/read-more.css";

/** The stylesheets of the public content pages (with the photo viewer's and "read more"'s), linked from each of their routes. */
export const contentLinks: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: lightboxStyles },
  { rel: "stylesheet", href: readMoreStyles },
];
