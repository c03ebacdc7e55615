// The auth routes as the API document tells them (docs/architecture.md#11-the-api-document).
import type { ApiOperation } from '../../openapi/operation';

export const authOperations: ApiOperation[] = [];
