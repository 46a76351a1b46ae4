// Schemas of this content, apart from the data so zod stays out of the browser bundle;
// the content tests validate the data against them.
import * as z from 'zod/mini';
import { text } from './schema-helpers';

/** Career role (the specification). */
export const careerRoleSchema = z.object({
  title: text(),
  type: z.literal('Full time'),
  desc: text(),
});
export type CareerRole = z.infer<typeof careerRoleSchema>;
