import type { z } from 'zod';
import { unprocessable } from './errors';

type Location = 'body' | 'query' | 'path';

/** Parses with a shared schema; failures become a FastAPI-style 422 list. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  location: Location,
): z.output<S> {
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
