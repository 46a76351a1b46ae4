/**
 * POST /.netlify/functions/send-contact-email with JSON {id, name, email, message, website}.
 * See _contact/handler.ts for the flow and the README for its configuration.
 */
import { createContactHandler } from './_contact/handler';

export default createContactHandler();
