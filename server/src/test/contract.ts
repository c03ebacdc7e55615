// Reads an API answer with the shared response schema the client types it by: a field the
// server drops, adds or retypes fails here with the field's path.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { ApiResponse } from './harness';

export function expectContract<S extends z.ZodType>(
  schema: S,
  response: ApiResponse,
  status = 200,
): z.output<S> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const result = schema.safeParse(response.body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as z.output<S>;
}
