/**
 * The contact form sent without script: a native POST of `application/x-www-form-urlencoded` to
 * the function. The function turns it into the JSON body the form's script sends and answers with
 * a page; the service worker keeps it in the outbox when the function cannot be reached. Both read
 * it here, the same way. No zod and no DOM.
 */
import { CONTACT_HONEYPOT_FIELD, CONTACT_ID_FIELD, contactFieldNames } from './contact-protocol';
import type { ContactFieldName, ContactRequestBody, ContactValues } from './contact-protocol';
import { CONTACT_SENT_PATH } from '../../lib/route-paths';
import { contentSubmissionId } from './new-submission-id';

/** The content type of a form the browser posts by itself. */
export const CONTACT_FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Where the function sends (303 See Other) the visitor whose native post it accepted: the
 * prerendered confirmation page. A reload there loads that page again and sends nothing.
 */
export { CONTACT_SENT_PATH };

/**
 * Whether a request's Content-Type is a native form post: the form type, with no charset or
 * UTF-8 (the only one a page of this site sends).
 */
export function isFormPost(contentType: string | null): boolean {
  const [type, ...parameters] = (contentType ?? '').split(';');
  if (type?.trim().toLowerCase() !== CONTACT_FORM_TYPE) return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value?.replace(/^"(.*)"$/, '$1') === 'utf-8';
  });
}

/** The names a native post of the form carries: the visitor's fields and the honeypot. */
export type ContactFormName = ContactFieldName | typeof CONTACT_HONEYPOT_FIELD;
const formNames: readonly string[] = [...contactFieldNames, CONTACT_HONEYPOT_FIELD];
const isFormName = (name: string): name is ContactFormName => formNames.includes(name);

/** What a native post said, field by field; a field it did not send is absent. */
export type ContactFormFields = Partial<Record<ContactFormName, string>>;

/**
 * Why a body is not a form a browser sends: text outside the encoding's ASCII, a broken
 * percent-escape or bytes that are not UTF-8 (`encoding`), or a field sent twice (`repeated`).
 */
export type ContactFormProblem = 'encoding' | 'repeated';

export type ContactFormParse =
  | { ok: true; fields: ContactFormFields }
  /** `fields`: what could be read (the first of a repeated field), to give back to the visitor. */
  | { ok: false; problem: ContactFormProblem; fields: ContactFormFields };

/** A percent-decoded part of the body; throws URIError on a broken escape or non-UTF-8 bytes. */
const decodePart = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));

/**
 * Reads a native post's body strictly. A browser encodes everything but ASCII letters, digits and
 * `*-._` (a space as `+`), so anything else, or a percent-escape that does not decode to UTF-8,
 * is a broken body, not text to guess at. Names other than the form's are ignored (the id among
 * them: a native post's id is derived from its text). Line breaks come back as the page's
 * textarea holds them (the browser sends each as CR LF), so limits count the same characters as
 * with script.
 */
export function parseContactForm(body: string): ContactFormParse {
  const fields: ContactFormFields = {};
  let problem: ContactFormProblem | null = null;
  if (!/^[\x21-\x7e]*$/.test(body)) return { ok: false, problem: 'encoding', fields };
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    let name: string;
    let value: string;
    try {
      name = decodePart(at < 0 ? pair : pair.slice(0, at));
      value = decodePart(at < 0 ? '' : pair.slice(at + 1));
    } catch {
      problem ??= 'encoding';
      continue;
    }
    if (!isFormName(name)) continue;
    if (Object.hasOwn(fields, name)) {
      problem ??= 'repeated';
      continue;
    }
    fields[name] = value.replace(/\r\n?/g, '\n');
  }
  return problem ? { ok: false, problem, fields } : { ok: true, fields };
}

/** The visitor's three fields of a native post; one it did not send is empty. */
export function formValues(fields: ContactFormFields): ContactValues {
  return { name: fields.name ?? '', email: fields.email ?? '', message: fields.message ?? '' };
}

/**
 * The JSON body the form's script would have sent for a native post, under the id derived from
 * its text (`contentSubmissionId`): the function and the outbox take it as they take any other.
 */
export async function contactBodyOfForm(fields: ContactFormFields): Promise<ContactRequestBody> {
  const values = formValues(fields);
  const trap = fields[CONTACT_HONEYPOT_FIELD];
  return {
    [CONTACT_ID_FIELD]: await contentSubmissionId(values),
    ...values,
    ...(trap === undefined ? {} : { [CONTACT_HONEYPOT_FIELD]: trap }),
  };
}
