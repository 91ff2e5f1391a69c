/**
 * Share links for a page: plain URLs of the networks' own share pages, so our pages load no third-party
 * script. X (the microblog) and Facebook (the social network) as the spec asks, plus WhatsApp, which
 * most Indonesian visitors share with.
 */
export function shareUrls(pageUrl: string, text: string) {
  const url = encodeURIComponent(pageUrl);
  return {
    x: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`,
  };
}
