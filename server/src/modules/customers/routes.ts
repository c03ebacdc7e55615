// GET /api/customer/my-profile and PUT /api/customer/profile
// (docs/product/accounts.md#customer-profile), each declared once with its API document.
import {
  customerProfileResponseSchema,
  customerProfileSchema,
} from '@baraat/shared/schemas/customer-profile';
import { routesOf } from '../../http/route';
import type { CustomersService } from './service';

const route = routesOf<{ customers: CustomersService }>();
const tag = 'Customer profile';
const profile = customerProfileResponseSchema.meta({ id: 'CustomerProfile' });

export const customerRoutes = [
  route(
    {
      method: 'get',
      path: '/customer/my-profile',
      tag,
      summary: "The customer's name, e-mail, mobile, address and bio",
      access: 'customer',
      responses: { 200: profile },
    },
    ({ user }, { customers }) => customers.profile(user.id),
  ),
  route(
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
    ({ user, body, once }, { customers }) => once(() => customers.updateStep(user.id, body)),
  ),
];
