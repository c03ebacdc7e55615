import { controlCharacterIssues } from '@baraat/shared/schemas/control-characters';
import type { z } from 'zod';
import { unprocessable } from './errors';

type Location = 'body' | 'query' | 'path';

/**
 * Parses with a shared schema; failures become a FastAPI-style 422 list. A control character
 * anywhere in the input is refused first, on its field, whatever the schema says of the field
 * (docs/product/texts.md#text-a-person-types): none reaches a service or the database. `opaque`
 * is where nested objects lie that their own route checks (controlCharacterIssues).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  location: Location,
  opaque?: readonly (string | number)[],
): z.output<S> {
  const controls = controlCharacterIssues(input, opaque);
  if (controls.length > 0) {
    throw unprocessable(
      controls.map((issue) => ({
        loc: [location, ...issue.path],
        msg: issue.message,
        type: 'invalid_format',
      })),
    );
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw unprocessable(
    result.error.issues.map((issue) => ({
      loc: [
        location,
        ...issue.path.map((part) => (typeof part === 'number' ? part : String(part))),
      ],
      msg: issue.message,
      type: issue.code,
    })),
  );
}
