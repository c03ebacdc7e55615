// The error envelope every API failure uses: {"detail": "..."} or, for validation, the
// FastAPI-style list {"detail": [{"loc": ["body", "email"], "msg": "...", "type": "..."}]}.
import { z } from 'zod';

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
