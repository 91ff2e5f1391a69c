// /home is the spec's "home link": the same page as /, which stays the canonical URL.
export { default, loader, meta } from "./_index";
