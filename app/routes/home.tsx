// /home is the spec's "home link": the same page as /, which stays the canonical URL.
export { default, headers, links, loader, meta } from "./_index";
