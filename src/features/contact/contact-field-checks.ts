/**
 * The contact fields' checks as data (src/lib/field-checks.ts), read from the one zod schema
 * that the island and the function validate with: each field's length and pattern checks in the
 * schema's order, each with the schema's own message. The build renders them into the form's
 * fields (`virtual:contact-field-checks`), so the page's head script answers a send with the
 * specification's field messages before the form's code has loaded; nothing here is a second
 * copy of a rule or a message.
 *
 * It reads the schema's definition (`_zod.def`, zod's introspection interface for library
 * authors); a unit test holds the result to the schema's verdict on generated and hostile input.
 */
import type { FieldCheck } from '../../lib/field-checks';
import { contactFieldNames, contactFieldsSchema } from './contact-schema';
import type { ContactFieldName } from './contact-schema';

interface CheckDefinition {
  check: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
  error?: (issue: object) => unknown;
}
interface Definition {
  _zod: { def: { checks?: readonly { _zod: { def: CheckDefinition } }[] } };
}

const messageOf = (definition: CheckDefinition, field: string): string => {
  const message = definition.error?.({});
  if (typeof message !== 'string' || !message)
    throw new Error(`The contact schema's ${definition.check} check of ${field} has no message.`);
  return message;
};

interface OverwriteDefinition extends CheckDefinition {
  tx?: (value: string) => string;
}

/** Whether an overwrite check is a trim (and only that). */
const isTrim = (definition: OverwriteDefinition) =>
  definition.tx?.(' a ') === 'a' &&
  definition.tx('A') === 'A' &&
  definition.tx('\ta b\n') === 'a b';

/** One field's checks, in the order the schema runs them. */
function checksOf(schema: ContactFieldsSchema, field: ContactFieldName): FieldCheck[] {
  const definitions = (schema.shape[field] as unknown as Definition)._zod.def.checks ?? [];
  const checks: FieldCheck[] = [];
  for (const [index, { _zod }] of definitions.entries()) {
    const definition = _zod.def;
    switch (definition.check) {
      case 'overwrite':
        // The head script trims every value before its checks: the schema may trim, first, and
        // change the value no other way.
        if (index !== 0 || !isTrim(definition))
          throw new Error(
            `The contact schema's overwrite check of ${field} is not a trim before the others: the head script cannot run it.`,
          );
        break;
      case 'min_length':
        checks.push({
          kind: 'min',
          length: definition.minimum!,
          message: messageOf(definition, field),
        });
        break;
      case 'max_length':
        checks.push({
          kind: 'max',
          length: definition.maximum!,
          message: messageOf(definition, field),
        });
        break;
      case 'string_format':
        if (!definition.pattern)
          throw new Error(
            `The contact schema's ${definition.format} check of ${field} has no pattern.`,
          );
        checks.push({
          kind: 'pattern',
          source: definition.pattern.source,
          flags: definition.pattern.flags,
          message: messageOf(definition, field),
        });
        break;
      default:
        // A check the head script cannot run would let it pass what the schema refuses.
        throw new Error(
          `The contact schema's ${definition.check} check of ${field} has no form the head script can run.`,
        );
    }
  }
  return checks;
}

type ContactFieldsSchema = { shape: Record<ContactFieldName, unknown> };

/** Every contact field's checks, from the schema (the site's, unless a test gives another). */
export function contactFieldChecks(
  schema: ContactFieldsSchema = contactFieldsSchema,
): Record<ContactFieldName, FieldCheck[]> {
  return Object.fromEntries(
    contactFieldNames.map((field) => [field, checksOf(schema, field)]),
  ) as Record<ContactFieldName, FieldCheck[]>;
}
