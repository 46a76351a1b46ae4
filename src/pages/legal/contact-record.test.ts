import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactFieldNames } from '../../features/contact/contact-protocol';
import { contactRecordDescription } from './contact-record';

const STORE = 'netlify/functions/_contact/message-store.ts';

/** The field names of the function's stored record, read from its source. */
function storedMessageFields(): string[] {
  const source = readFileSync(new URL(`../../../${STORE}`, import.meta.url), 'utf8');
  const body = /interface StoredMessage\b([^{]*)\{([^}]*)\}/.exec(source);
  if (!body) throw new Error(`${STORE}: no interface StoredMessage found.`);
  const own = [...body[2]!.matchAll(/^\s*(?:readonly\s+)?(\w+)\??:/gm)].map((m) => m[1]!);
  // The visitor's fields, when the record extends the shared contact fields.
  const inherited = /extends\s+ContactFields\b/.test(body[1]!) ? [...contactFieldNames] : [];
  return [...inherited, ...own];
}

describe('contact record in the privacy policy', () => {
  it('describes every field the function stores, and no other', () => {
    const described = contactRecordDescription.flatMap((item) => item.fields);
    const stored = storedMessageFields();
    expect(stored.length).toBeGreaterThan(contactFieldNames.length);
    const missing = stored.filter((field) => !described.includes(field));
    const extra = described.filter((field) => !stored.includes(field));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(new Set(described).size).toBe(described.length);
  });
});
