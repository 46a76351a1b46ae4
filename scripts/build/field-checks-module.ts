import type { Plugin } from 'vite';
import { contactFieldChecks } from '../../src/features/contact/contact-field-checks';

export const virtualId = 'virtual:contact-field-checks';
const resolvedId = `\0${virtualId}`;

/**
 * `import checks from 'virtual:contact-field-checks'` gives the contact fields' checks, read at
 * build from the zod schema (src/features/contact/contact-field-checks.ts): the form renders them
 * into its fields for the head script, and the browser never loads zod to do so.
 */
export function fieldChecksModule(): Plugin {
  return {
    name: 'agency:contact-field-checks',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId ? `export default ${JSON.stringify(contactFieldChecks())};` : undefined,
  };
}
