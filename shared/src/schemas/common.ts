// Pieces of the API's answers that several responses share. Response schemas are strict
// objects: the contract tests parse real answers with them, so a field the server adds, drops
// or retypes without saying so here fails a test.
import { z } from 'zod';

export const messageResponseSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The paging fields of a list answer (see pageFields in fields.ts for the request). */
export const pageInfoFields = {
  total_count: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
};

/** A business's type as every business answer nests it (docs/product/business-desk.md#what-a-business-holds). */
export const businessTypeRefSchema = z.strictObject({
  business_type_id: z.number().int(),
  business_type_name: z.string(),
});
export type BusinessTypeRef = z.infer<typeof businessTypeRefSchema>;

export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
