/**
 * Input hygiene that every route gets without asking, after authentication and before schema
 * validation, so no handler and no query ever sees such input:
 * - text the databases cannot store as sent (U+0000, unpaired surrogates) anywhere in the path,
 *   query or parsed body is refused with 400 and the field it was found in;
 * - every id in the path (`:id`, `:revisionId`, …) must have the shape of our ids. Anything else
 *   is simply not found: the same 404 as an id that belongs to someone else.
 */
import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { isId } from '../lib/ids.js';
import { findUnsafeText } from '../lib/unsafe-text.js';

const MAX_PATH_IN_DETAIL = 80;

function rejectUnsafeText(request: FastifyRequest): void {
  const sources = [
    { label: 'path', value: request.params },
    { label: 'query', value: request.query },
    { label: '', value: request.body },
  ];
  for (const { label, value } of sources) {
    const found = findUnsafeText(value);
    if (!found) continue;
    const where = [label, found.path].filter(Boolean).join('.').slice(0, MAX_PATH_IN_DETAIL) || 'body';
    throw badRequest(`${where}: ${found.problem}`);
  }
}

interface TIdParam {
  name: string;
  /** What the 404 says is missing: "Project" for `/projects/:id`. */
  resource: string;
}

/**
 * Path parameters that hold ids: `:revisionId` names a Revision, `:correctionId` a Correction; a bare `:id` is named
 * after the collection segment before it (`/projects/:id`: Project).
 */
export function findIdParams(url: string): TIdParam[] {
  const segments = url.split('/');
  return segments.flatMap((segment, index) => {
    const name = segment.startsWith(':') ? segment.slice(1) : '';
    if (name !== 'id' && !/^[a-z]\w*Id$/.test(name)) return [];
    const collection = segments[index - 1] ?? '';
    const singular =
      name === 'id' ? (collection.endsWith('s') ? collection.slice(0, -1) : collection) : name.slice(0, -2);
    const resource = singular ? `${singular.charAt(0).toUpperCase()}${singular.slice(1)}` : 'Resource';
    return [{ name, resource }];
  });
}

function rejectMalformedIds(request: FastifyRequest, idParams: readonly TIdParam[]): void {
  const params = request.params as Record<string, string | undefined>;
  for (const { name, resource } of idParams) {
    if (!isId(params[name] ?? '')) throw notFound(resource);
  }
}

/** Whether a route takes any input a handler could store: path parameters, a query string or a body. */
function takesInput(route: RouteOptions): boolean {
  const schema = route.schema;
  return route.url.includes(':') || Boolean(schema?.body ?? schema?.querystring ?? schema?.params);
}

/**
 * Each route that takes input gets one synchronous guard in front of its own preValidation hooks. Routes without
 * input (the dashboard, `me`) get none: a hook on every request costs a visible share of a small request's time.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!takesInput(route)) return;
    const idParams = findIdParams(route.url);
    const guard: preValidationHookHandler = (request, _reply, done) => {
      try {
        rejectUnsafeText(request);
        if (idParams.length > 0) rejectMalformedIds(request, idParams);
        done();
      } catch (error) {
        done(error as Error);
      }
    };
    const own = route.preValidation ?? [];
    route.preValidation = [guard, ...(Array.isArray(own) ? own : [own])];
  });
}
