/**
 * The folder of the content editor in the built site (`/admin`). It holds staff's editor, not a
 * page of the visitors' site: the site's page policies, inline-script hashes and budgets skip it.
 */
export const ADMIN_DIR = 'admin';
