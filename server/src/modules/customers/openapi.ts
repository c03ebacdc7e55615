// The customer's profile as the API document tells it (docs/product/accounts.md#customer-profile).
import {
  customerProfileResponseSchema,
  customerProfileSchema,
} from '@baraat/shared/schemas/customer-profile';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Customer profile';
const profile = customerProfileResponseSchema.meta({ id: 'CustomerProfile' });

export const customersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/customer/my-profile',
    tag,
    summary: "The customer's name, e-mail, mobile, address and bio",
    access: 'customer',
    responses: { 200: profile },
  },
  {
    method: 'put',
    path: '/customer/profile',
    tag,
    summary: "Change the customer's name, mobile, address and bio",
    description: 'First and last name are required; the e-mail cannot be changed.',
    access: 'customer',
    body: customerProfileSchema,
    idempotent: true,
    responses: { 200: { description: 'The profile as saved.', schema: profile } },
  },
];
