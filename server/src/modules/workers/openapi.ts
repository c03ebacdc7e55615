// Halls and workers, and the resources reading of the same rows, as the API document tells
// them (docs/product/resources.md#calls; docs/architecture.md#11-the-api-document).
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
import { z } from 'zod';
import type { ApiOperation, Method } from '../../openapi/operation';

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

const notFound = {
  description: `\`${RESOURCE_ERRORS.notFound}\` (none of the business with that id), or no registered business.`,
};
const kindNote =
  'A venue’s are halls, any other business’s are workers (its team, staff or fleet), whichever path is used.';

type Verb = 'list' | 'create' | 'update' | 'remove';
const SUMMARIES: Record<Verb, string> = {
  list: 'The business’s halls or workers',
  create: 'Add a hall or worker',
  update: 'Change a hall or worker',
  remove: 'Delete a hall or worker',
};

function common(method: Method, path: string, verb: Verb): ApiOperation {
  const base = { method, path, tag, summary: SUMMARIES[verb], access: 'business' } as const;
  switch (verb) {
    case 'list':
      return { ...base, description: kindNote, responses: { 200: resourceList } };
    case 'create':
      return {
        ...base,
        description: kindNote,
        body: newResource,
        responses: { 201: { description: 'The new hall or worker.', schema: resource } },
      };
    case 'update':
      return {
        ...base,
        params: idParamSchema,
        body: resourceChange,
        responses: { 200: resource, 404: notFound },
      };
    case 'remove':
      return {
        ...base,
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
      };
  }
}

const basics = (base: string): ApiOperation[] => [
  common('get', base, 'list'),
  common('post', base, 'create'),
  common('put', `${base}/:id`, 'update'),
  common('delete', `${base}/:id`, 'remove'),
];

export const workersOperations: ApiOperation[] = [
  ...basics('/business/halls'),
  ...basics('/business/workers'),
  {
    ...common('get', '/business/resources', 'list'),
    summary: 'The business’s halls and workers, by type',
    description: `${kindNote} \`type\` hall or worker keeps one; blank or \`all\` is every one.`,
    query: resourceListQuerySchema,
  },
  common('post', '/business/resources', 'create'),
  {
    method: 'get',
    path: '/business/resources/:id',
    tag,
    summary: 'One hall or worker',
    access: 'business',
    params: idParamSchema,
    responses: { 200: resource, 404: notFound },
  },
  common('put', '/business/resources/:id', 'update'),
  common('delete', '/business/resources/:id', 'remove'),
  {
    method: 'patch',
    path: '/business/resources/:id/status',
    tag,
    summary: 'Set a hall or worker active, inactive or in maintenance',
    description: 'Only an active one can be given to a booking.',
    access: 'business',
    params: idParamSchema,
    body: resourceStatusInputSchema,
    responses: { 200: resource, 404: notFound },
  },
  {
    method: 'get',
    path: '/business/:id/resources',
    tag,
    summary: 'The halls and workers of the caller’s business, named by its id',
    description: `\`id\` is the caller’s own business’s; \`type\` as for /business/resources.`,
    access: 'business',
    params: idParamSchema,
    query: resourceListQuerySchema,
    responses: {
      200: resourceList,
      404: { description: '`Business not found`: the id is not the caller’s business.' },
    },
  },
];
