/**
 * The plain pages that answer a contact form sent without script: the function's refusal (the
 * form again, what was typed in it, each field's message under it) and the service worker's
 * notice (the message is kept). Self-contained HTML with no script and no React, so the function
 * and the worker build it; every typed value is escaped.
 */
import { contactFormWords, contactNotices, plainPageWords } from '../../config/contact-notices';
import { CONTACT_ENDPOINT, CONTACT_HONEYPOT_FIELD } from './contact-protocol';
import type { ContactFieldName, ContactValues } from './contact-protocol';

/** Text as HTML: the five characters that could end an element or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const STYLE = [
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}',
  'body{margin:0 auto;max-width:40rem;padding:1rem}',
  'label{display:block;font-weight:600;margin-top:1rem}',
  'input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem}',
  '[aria-invalid=true]{border:2px solid #b02a37}',
  '.error{color:#b02a37;margin:.25rem 0 0}',
  '.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}',
  'button{margin-top:1rem;font:inherit;padding:.5rem 1rem}',
].join('');

let styleHash: Promise<string> | undefined;
/** The policy's source for the one inline style block: its SHA-256 (no 'unsafe-inline'). */
function styleSource(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(STYLE))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
}

/**
 * The headers of such a page: HTML never cached nor sniffed, and a policy that allows its one
 * style block and a form posted to this site, nothing else (no script at all).
 */
export async function plainPageHeaders(): Promise<Record<string, string>> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': [
      "default-src 'none'",
      `style-src ${await styleSource()}`,
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

/** A whole document: the site's language, a title, a link back to the site, one main region. */
function documentOf(title: string, main: string): string {
  return `<!doctype html>
<html lang="en-PK">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><nav><a href="/">${escapeHtml(plainPageWords.home)}</a></nav></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** A notice: a heading and its text (the worker's "message saved"). */
export function noticePage(title: string, text: string): string {
  return documentOf(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

export interface RefusalPage {
  /** The answer's words: the first field's message, or the error of the whole request. */
  message: string;
  /** Each invalid field's message, shown under it. */
  fields: Partial<ContactValues>;
  /** What the visitor typed, back in the form; null when it is not shown (a foreign site's post). */
  values: ContactValues | null;
}

const fieldLabels: Record<ContactFieldName, string> = {
  name: contactFormWords.name,
  email: contactFormWords.email,
  message: contactFormWords.message,
};

function fieldHtml(name: ContactFieldName, value: string, error: string | undefined): string {
  const id = `contact-${name}`;
  const invalid = error
    ? ` aria-invalid="true" aria-describedby="${id}-error"`
    : ' aria-invalid="false"';
  const common = `id="${id}" name="${name}" aria-required="true"${invalid}`;
  const control =
    name === 'message'
      ? // The line break after the tag is eaten by the parser; one at the start of the text is kept.
        `<textarea ${common} rows="6">\n${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${name === 'email' ? 'email' : 'text'}" autocomplete="${name}" value="${escapeHtml(value)}">`;
  const message = error ? `\n<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : '';
  return `<div>\n<label for="${id}">${escapeHtml(fieldLabels[name])}</label>\n${control}${message}\n</div>`;
}

/**
 * The refusal: the error in the answer's words, then the form again (posted to the function, as
 * the site's form is), its fields refilled and each field's message under it.
 */
export function refusalPage({ message, fields, values }: RefusalPage): string {
  const typed = values ?? { name: '', email: '', message: '' };
  const title = contactNotices.errorTitle;
  const main = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p id="contact-outcome">${escapeHtml(message)}</p>`,
    `<form method="post" action="${CONTACT_ENDPOINT}" novalidate aria-describedby="contact-outcome">`,
    fieldHtml('name', typed.name, fields.name),
    fieldHtml('email', typed.email, fields.email),
    fieldHtml('message', typed.message, fields.message),
    '<div class="trap" aria-hidden="true">',
    `<label for="contact-website">${escapeHtml(contactFormWords.honeypot)}</label>`,
    `<input id="contact-website" name="${CONTACT_HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off">`,
    '</div>',
    `<button type="submit">${escapeHtml(contactFormWords.submit)}</button>`,
    '</form>',
  ].join('\n');
  return documentOf(`${title}: ${message}`, main);
}
