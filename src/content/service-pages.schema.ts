// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { featureCardSchema, href, text } from './schema-helpers';

/** A call to action: a site link, or a WhatsApp chat (the link is built from the site config). */
export const actionSchema = z.object({
  label: text(),
  to: z.union([z.literal('whatsapp'), href()]),
  variant: z.enum(['primary', 'light', 'outline-primary', 'whatsapp']),
  /** Opens in a new tab (billing host). WhatsApp always does. */
  external: z.optional(z.boolean()),
});
export type Action = z.infer<typeof actionSchema>;
const cardsSection = z.object({
  kind: z.literal('cards'),
  heading: text(),
  intro: z.optional(text()),
  cards: z.array(featureCardSchema).check(z.minLength(3)),
});
const listsSection = z.object({
  kind: z.literal('lists'),
  lists: z
    .array(z.object({ heading: text(), items: z.array(text()).check(z.minLength(3)) }))
    .check(z.minLength(1)),
});
const stepsSection = z.object({
  kind: z.literal('steps'),
  heading: text(),
  steps: z.array(z.object({ title: text(), description: text() })).check(z.minLength(3)),
});
const tagsSection = z.object({
  kind: z.literal('tags'),
  heading: text(),
  items: z.array(text()).check(z.minLength(3)),
});
const actionsSection = z.object({
  kind: z.literal('actions'),
  heading: text(),
  text: text(),
  actions: z.array(actionSchema).check(z.minLength(1)),
});
/** A place where the page puts a feature component (e.g. the hosting plans block). */
const embedSection = z.object({ kind: z.literal('embed'), name: z.literal('hosting-plans') });
export const servicePageSchema = z.object({
  title: text(),
  lead: text(),
  heroActions: z.array(actionSchema),
  sections: z
    .array(
      z.discriminatedUnion('kind', [
        cardsSection,
        listsSection,
        stepsSection,
        tagsSection,
        actionsSection,
        embedSection,
      ]),
    )
    .check(z.minLength(1)),
  /** The shared WhatsApp banner closes the page. */
  whatsappBanner: z.boolean(),
});
export type ServicePageContent = z.infer<typeof servicePageSchema>;
