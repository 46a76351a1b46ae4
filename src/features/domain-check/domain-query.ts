/**
 * The domain form's field, and so the query parameter of a search the browser sends itself (a
 * GET, with no script or before the island has taken the form) or a shared link carries.
 */
export const DOMAIN_QUERY_PARAM = 'domain';
