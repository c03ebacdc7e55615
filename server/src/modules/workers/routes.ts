// Halls and workers (docs/product/resources.md#calls) and the resources reading of the same
// rows, all owner-only and scoped to the caller's business, each declared once with its API
// document. GET /business/resources/available belongs to the owner-bookings side; ids are
// digits only (http/id-param.ts), so that word, or any other, is never taken for an id here.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  hallInputSchema,
  hallUpdateSchema,
  RESOURCE_ERRORS,
  resourceListQuerySchema,
  resourceSchema,
  resourceStatusInputSchema,
  workerInputSchema,
  workerUpdateSchema,
} from '@baraat/shared/schemas/workers';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppState } from '../../http/context';
import { ownedBusiness, ownedBusinessInPath } from '../../http/owned-business';
import { routesOf } from '../../http/route';
import { parseInput } from '../../http/validate';
import type { WorkersService } from './service';

type Deps = { workers: WorkersService };
const route = routesOf<Deps>();
const tag = 'Halls and teams';
const resource = resourceSchema.meta({ id: 'Resource' });
const resourceList = z.array(resource);

/** A venue's resources are halls (capacity at least 1), every other business's workers. */
const newResource = z
  .union([
    hallInputSchema.meta({ title: 'Hall', description: "A venue's hall: capacity 1 or more." }),
    workerInputSchema.meta({
      title: 'Worker',
      description: "Any other business's worker, team or vehicle: capacity 0 or more.",
    }),
  ])
  .meta({ description: 'A venue adds halls, any other business workers.' });
const resourceChange = z
  .union([
    hallUpdateSchema.meta({ title: 'Hall change' }),
    workerUpdateSchema.meta({ title: 'Worker change' }),
  ])
  .meta({ description: 'The fields sent replace the stored ones; the others stay.' });

/**
 * The body read by the caller's kind of business (a hall's capacity is at least 1), path id
 * first, so a refusal names the field of that kind; what passes it reads the same through the
 * document's union of both kinds.
 */
const ofItsKind =
  (kind: 'create' | 'update') =>
  ({ workers }: Deps): Middleware<AppState>[] => [
    (ctx, next) => {
      if (kind === 'update') parseInput(idParamSchema, ctx.params, 'path');
      parseInput(workers.schemasFor(ownedBusiness(ctx))[kind], ctx.request.body, 'body');
      return next();
    },
  ];

const notFound = {
  description: `\`${RESOURCE_ERRORS.notFound}\` (none of the business with that id), or no registered business.`,
};
const kindNote =
  'A venue’s are halls, any other business’s are workers (its team, staff or fleet), whichever path is used.';

const list = (path: string) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary: 'The business’s halls or workers',
      access: 'business',
      desk: 'desk',
      description: kindNote,
      responses: { 200: resourceList },
    },
    ({ business }, { workers }) => workers.list(business),
  );

const create = (path: string) =>
  route(
    {
      method: 'post',
      path,
      tag,
      summary: 'Add a hall or worker',
      access: 'business',
      desk: 'resources',
      description: kindNote,
      body: newResource,
      responses: { 201: { description: 'The new hall or worker.', schema: resource } },
    },
    ({ business, body }, { workers }) => workers.create(business, body),
    ofItsKind('create'),
  );

const update = (path: string) =>
  route(
    {
      method: 'put',
      path,
      tag,
      summary: 'Change a hall or worker',
      access: 'business',
      desk: 'resources',
      params: idParamSchema,
      body: resourceChange,
      responses: { 200: resource, 404: notFound },
    },
    ({ business, params, body }, { workers }) => workers.update(business, params.id, body),
    ofItsKind('update'),
  );

const remove = (path: string) =>
  route(
    {
      method: 'delete',
      path,
      tag,
      summary: 'Delete a hall or worker',
      access: 'business',
      desk: 'resources',
      description:
        'Refused while it holds accepted bookings from today on (move or cancel them first); past bookings keep their history.',
      params: idParamSchema,
      responses: {
        204: { description: 'Deleted.', schema: null },
        404: notFound,
        409: {
          description:
            'It has accepted upcoming bookings: `This hall has 2 accepted upcoming bookings and cannot be deleted. Reassign or cancel them first.`',
        },
      },
    },
    async ({ business, params }, { workers }) => {
      await workers.remove(business, params.id);
    },
  );

const basics = (base: string) => [
  list(base),
  create(base),
  update(`${base}/:id`),
  remove(`${base}/:id`),
];

export const workerRoutes = [
  ...basics('/business/halls'),
  ...basics('/business/workers'),
  route(
    {
      method: 'get',
      path: '/business/resources',
      tag,
      summary: 'The business’s halls and workers, by type',
      access: 'business',
      desk: 'desk',
      description: `${kindNote} \`type\` hall or worker keeps one; blank or \`all\` is every one.`,
      query: resourceListQuerySchema,
      responses: { 200: resourceList },
    },
    ({ business, query }, { workers }) => workers.list(business, query.type),
  ),
  create('/business/resources'),
  route(
    {
      method: 'get',
      path: '/business/resources/:id',
      tag,
      summary: 'One hall or worker',
      access: 'business',
      desk: 'desk',
      params: idParamSchema,
      responses: { 200: resource, 404: notFound },
    },
    ({ business, params }, { workers }) => workers.get(business, params.id),
  ),
  update('/business/resources/:id'),
  remove('/business/resources/:id'),
  route(
    {
      method: 'patch',
      path: '/business/resources/:id/status',
      tag,
      summary: 'Set a hall or worker active, inactive or in maintenance',
      description: 'Only an active one can be given to a booking.',
      access: 'business',
      desk: 'resources',
      params: idParamSchema,
      body: resourceStatusInputSchema,
      responses: { 200: resource, 404: notFound },
    },
    ({ business, params, body }, { workers }) =>
      workers.setStatus(business, params.id, body.status),
  ),
  route(
    {
      method: 'get',
      path: '/business/:id/resources',
      tag,
      summary: 'The halls and workers of the caller’s business, named by its id',
      description: `\`id\` is the caller’s own business’s; \`type\` as for /business/resources.`,
      access: 'business',
      desk: 'desk',
      params: idParamSchema,
      query: resourceListQuerySchema,
      responses: {
        200: resourceList,
        404: { description: '`Business not found`: the id is not the caller’s business.' },
      },
    },
    ({ business, query }, { workers }) => workers.list(business, query.type),
    () => [ownedBusinessInPath()],
  ),
];
