/**
 * POST /.netlify/functions/send-contact-email with JSON {id, name, email, message, website}, or
 * the contact form posted without script (application/x-www-form-urlencoded), answered with a
 * page. See _contact/handler.ts for the flow and _contact/native-post.ts for the form post; its
 * settings are described in docs/go-live.md and docs/operations.md.
 */
import { createContactHandler } from './_contact/handler';
import { withNativePost } from './_contact/native-post';

export default withNativePost(createContactHandler());
