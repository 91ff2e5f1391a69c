import { LANGUAGE_TAGS } from "~/i18n/config";
import type { LangKey } from "~/db/schema";
import { escapeHtml } from "~/utils/escape-html";

/**
 * The one layout every e-mail uses: a heading, paragraphs, an optional call-to-action button with the
 * raw link repeated below it, closing paragraphs and a footer. Produces an HTML part (inline styles,
 * table layout for mail clients) and a plain-text part with the same content. All text is escaped.
 */
export interface EmailContent {
  lang: LangKey;
  subject: string;
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string; fallbackLabel: string };
  closing?: string[];
  signature?: string;
  footer?: string;
}


const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1d2420">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const parts: string[] = [];
  if (content.greeting) parts.push(paragraph(content.greeting));
  parts.push(...content.paragraphs.map(paragraph));
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#e0a526;color:#123b22;font-weight:700;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#66726a">${escapeHtml(content.action.fallbackLabel)}<br><a href="${url}" style="color:#2a6a3d;word-break:break-all">${url}</a></p>`,
    );
  }
  parts.push(...(content.closing ?? []).map(paragraph));
  if (content.signature) parts.push(paragraph(content.signature));

  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[content.lang]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f8f2;font-family:'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f8f2;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#1f5130;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:800">Agrowisata</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:#123b22">${escapeHtml(content.subject)}</h1>
${parts.join("\n")}
</td></tr>
${content.footer ? `<tr><td style="padding:16px 28px;background:#eef1ee;font-size:12px;color:#66726a">${escapeHtml(content.footer)}</td></tr>` : ""}
</table>
</td></tr>
</table>
</body>
</html>`;

  const textParts: string[] = [];
  if (content.greeting) textParts.push(content.greeting);
  textParts.push(...content.paragraphs);
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push(...(content.closing ?? []));
  if (content.signature) textParts.push(content.signature);
  if (content.footer) textParts.push(`--\n${content.footer}`);
  return { html, text: `${textParts.join("\n\n")}\n` };
}
