import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactRequestSchema } from './contact-schema';
import { contentSubmissionId, newSubmissionId } from './new-submission-id';

const values = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  message: 'Hello, I would like a website for my shop.',
};
const accepted = (id: string) =>
  contactRequestSchema.safeParse({ id, ...values, website: '' }).success;

afterEach(() => vi.unstubAllGlobals());

describe('random submission ids', () => {
  it('are UUIDs the schema accepts, different each time, with or without randomUUID', () => {
    const ids = new Set([newSubmissionId(), newSubmissionId()]);
    // Outside a secure context the browser has no randomUUID: 16 random bytes, shaped as v4.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    ids.add(newSubmissionId());
    ids.add(newSubmissionId());
    expect(ids.size).toBe(4);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(accepted(id)).toBe(true);
    }
  });
});

describe('ids derived from the text (a form sent without script)', () => {
  it('are UUIDs of version 8 that the id schema accepts', async () => {
    const id = await contentSubmissionId(values);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(accepted(id)).toBe(true);
  });

  it('give the same text the same id, whatever surrounds each field', async () => {
    const id = await contentSubmissionId(values);
    expect(await contentSubmissionId({ ...values })).toBe(id);
    expect(
      await contentSubmissionId({
        name: `  ${values.name}\t`,
        email: `\n${values.email} `,
        message: ` ${values.message}\n\n`,
      }),
    ).toBe(id);
  });

  it('give a different id to any other text, field by field and across field borders', async () => {
    const others = [
      { ...values, name: 'Ayesha  Khan' },
      { ...values, name: 'ayesha khan' },
      { ...values, email: 'ayesha@example.org' },
      { ...values, message: `${values.message}!` },
      { ...values, message: '' },
      // The same characters, split differently between the fields.
      { ...values, name: `${values.name} ${values.email}`, email: '' },
      { name: values.email, email: values.name, message: values.message },
      { name: '"', email: '","', message: '' },
      { name: '', email: '"', message: '"' },
    ];
    const ids = await Promise.all([values, ...others].map(contentSubmissionId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are the same in every environment: a fixed text gives a fixed id', async () => {
    // SHA-256 over ["contact-message/v1","a","b@c.d","e"], its first 16 bytes shaped as v8.
    const digest = new Uint8Array(
      await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(JSON.stringify(['contact-message/v1', 'a', 'b@c.d', 'e'])),
      ),
    );
    const hex = Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0'));
    const id = await contentSubmissionId({ name: 'a', email: 'b@c.d', message: 'e' });
    const plain = id.replaceAll('-', '');
    expect(plain.slice(0, 12)).toBe(hex.join('').slice(0, 12));
    expect(plain.slice(13, 16)).toBe(hex.join('').slice(13, 16));
    expect(plain.slice(18)).toBe(hex.join('').slice(18));
  });
});
