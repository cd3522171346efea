import type { Language } from '@paydos/domain';
import { textsIn } from '../../platform/languages';
import { mailLayoutTexts } from './layout-texts';

/** Escapes text for HTML mail bodies; every value from a user goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailParts {
  subject: string;
  /** The recipient's first name, greeted by the frame in the mail's language ('Merhaba Ayşe,', 'Hello Ayşe,'). */
  firstName: string;
  /** A mail's own opening line instead of the frame's greeting (the admins' morning note: 'Günaydın Ayşe,'). */
  greeting?: string;
  /** Paragraphs of plain text; escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button, e.g. when the link expires. */
  footnote?: string;
}

/**
 * One mail layout: an HTML part with a button and a plain-text part with the bare link, the frame's words in the
 * mail's language (its recipient's: mail-language.ts) and `<html lang>` with them. The card is fluid up to 560 px
 * so it fits a phone.
 */
export function composeMail(language: Language, parts: MailParts): MailContent {
  const frame = textsIn(language, mailLayoutTexts);
  const greeting = parts.greeting ?? frame.greeting(parts.firstName);
  const paragraphs = parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">${escapeHtml(frame.buttonFallback)}<br><a href="${escapeHtml(parts.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(parts.action.url)}</a></p>`
    : '';
  const footnote = parts.footnote
    ? `<p style="margin:0;font-size:13px;color:#64748b">${escapeHtml(parts.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:700;color:#0f766e">Paydos</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6;overflow-wrap:anywhere;word-break:break-word">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${paragraphs}${button}${footnote}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#94a3b8">${escapeHtml(frame.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footnote ? [parts.footnote, ''] : []),
    '—',
    frame.signature,
  ].join('\n');
  return { subject: parts.subject, html, text };
}
