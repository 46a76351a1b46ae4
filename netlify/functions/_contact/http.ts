/** HTTP helpers of the contact function: JSON answers and a size-capped body reader. */
import type {
  ContactErrorBody,
  ContactErrorCode,
} from '../../../src/features/contact/contact-protocol';

/** Bodies over this many bytes are refused with 413 (a valid message is far smaller). */
export const MAX_BODY_BYTES = 16 * 1024;

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  // Answers are about one submission: never cache them anywhere.
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { ...baseHeaders, ...headers } });
}

/** Every error answer carries a message for people and a code for the browser's outbox. */
export function errorResponse(
  status: number,
  message: string,
  code: ContactErrorCode,
  extra: Pick<ContactErrorBody['error'], 'fields'> = {},
  headers: Record<string, string> = {},
) {
  const body: ContactErrorBody = { error: { message, code, ...extra } };
  return json(status, body, headers);
}

export class BodyTooLargeError extends Error {}

/**
 * Reads the body as text, refusing more than `limit` bytes whatever Content-Length says
 * (a chunked body has none).
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Same-origin only: a browser sends Origin (and Sec-Fetch-Site) on a cross-site POST; tools and
 * same-origin navigations may send neither.
 */
export function isCrossOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** The visitor's IP: Netlify's context first, then the headers its proxy sets. */
export function clientIp(request: Request, contextIp: string | undefined): string {
  return (
    contextIp ||
    request.headers.get('x-nf-client-connection-ip') ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}
