/**
 * The contact form sent without script (`application/x-www-form-urlencoded`): read strictly,
 * turned into the JSON body the form's script sends, under the id derived from its text, and run
 * through the same handler, so the same checks, limits, honeypot, rate limit and
 * store-then-deliver hold. The handler's JSON answer becomes a page: accepted, a 303 to the
 * confirmation page (a reload there sends nothing); refused, the form again with what was typed
 * and the answer's words. Every other request goes to the handler as it is.
 */
import {
  CONTACT_ID_HEADER,
  readContactAnswer,
} from '../../../src/features/contact/contact-protocol';
import type { ContactValues } from '../../../src/features/contact/contact-protocol';
import { plainPageHeaders, refusalPage } from '../../../src/features/contact/native-page';
import type { RefusalPage } from '../../../src/features/contact/native-page';
import {
  CONTACT_SENT_PATH,
  contactBodyOfForm,
  formValues,
  isFormPost,
  parseContactForm,
} from '../../../src/features/contact/native-post';
import { responseMessages } from './handler';
import type { createContactHandler } from './handler';
import { BodyTooLargeError, isCrossOrigin, readBodyText } from './http';

type ContactHandler = ReturnType<typeof createContactHandler>;

/** The refusal page with the handler's status (and its Retry-After, if any). */
async function refused(status: number, page: RefusalPage, retryAfter?: string | null) {
  const headers = await plainPageHeaders();
  if (retryAfter) headers['retry-after'] = retryAfter;
  return new Response(refusalPage(page), { status, headers });
}

async function answerFormPost(
  handler: ContactHandler,
  request: Request,
  context: Parameters<ContactHandler>[1],
): Promise<Response> {
  // A foreign site's post is refused before its body is read, and nothing of it is shown.
  if (isCrossOrigin(request))
    return refused(403, { message: responseMessages.crossOrigin, fields: {}, values: null });
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return refused(413, { message: responseMessages.tooLarge, fields: {}, values: null });
  }
  const form = parseContactForm(text);
  const values: ContactValues = formValues(form.fields);
  if (!form.ok) return refused(400, { message: responseMessages.invalidBody, fields: {}, values });

  const body = await contactBodyOfForm(form.fields);
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.set(CONTACT_ID_HEADER, body.id);
  headers.delete('content-length');
  const answer = await handler(
    new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }),
    context,
  );
  // Read as the form's script reads it: the same success, the same words for a refusal.
  const outcome = readContactAnswer(answer.status, await answer.json().catch(() => null), body.id);
  if (outcome.kind === 'delivered')
    return new Response(null, {
      status: 303,
      headers: { location: CONTACT_SENT_PATH, 'cache-control': 'no-store' },
    });
  const fields = outcome.kind === 'hand-back' ? outcome.fields : {};
  return refused(
    answer.status,
    { message: outcome.message, fields, values },
    answer.headers.get('retry-after'),
  );
}

/** The function: a native form post answered with a page, anything else by the handler. */
export function withNativePost(handler: ContactHandler): ContactHandler {
  return async (request, context) =>
    request.method === 'POST' && isFormPost(request.headers.get('content-type'))
      ? answerFormPost(handler, request, context)
      : handler(request, context);
}
