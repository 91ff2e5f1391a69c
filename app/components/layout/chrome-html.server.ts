// The chrome's HTML builders for the server render only: the browser's bundle leaves this module empty, and
// a page keeps the menu and footer its document came with (useServerHtml).
export { footerHtml, menuHtml, menuItems } from "./chrome-html";
