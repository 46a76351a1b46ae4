/**
 * POST /.netlify/functions/send-contact-email with JSON {id, name, email, message, website}.
 * See _contact/handler.ts for the flow; its settings are described in docs/go-live.md and docs/operations.md.
 */
import { createContactHandler } from './_contact/handler';

export default createContactHandler();
