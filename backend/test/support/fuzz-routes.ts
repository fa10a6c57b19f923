import type { TestApp } from './test-app';

/** A JSON schema as @nestjs/swagger writes it (the parts the fuzzer reads). */
export interface FieldSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: FieldSchema;
  $ref?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

export interface FuzzRoute {
  /** GET, POST, ...; ANY for the pseudo-route of paths no route matches. */
  method: string;
  /** Express's path, `/api/events/:id`; for ANY, a description. */
  path: string;
  /** Names of the path parameters, in order. */
  params: string[];
  /** Body fields the OpenAPI document gives for this route (empty when it gives none). */
  fields: Record<string, FieldSchema>;
  /** The body fields the OpenAPI document marks required. */
  required: string[];
  /** Query parameters the OpenAPI document gives. */
  query: Record<string, FieldSchema>;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: FieldSchema }[];
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
}

/**
 * Every route of the started app, from Express's own router stack, so a route added tomorrow is
 * fuzzed without anyone listing it; each with the body fields and query parameters the app's
 * OpenAPI document gives (nothing is required of it: a route it does not describe is fuzzed with
 * generic input). Nest's catch-all middleware layers (mounted for every method on `/api`) are
 * not routes: `catchAll` lists them, and the fuzzer covers them with the ANY pseudo-route.
 */
export async function appRoutes(t: TestApp): Promise<{ routes: FuzzRoute[]; catchAll: string[] }> {
  const app = t.app.getHttpAdapter().getInstance();
  const layers: Layer[] = (app.router ?? app._router).stack;
  const doc = (await t.client(null).get('/api/docs-json')).body as {
    paths?: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, FieldSchema> };
  };
  const schemas = doc.components?.schemas ?? {};
  const resolve = (s: FieldSchema | undefined): FieldSchema | undefined =>
    s?.$ref ? schemas[s.$ref.replace('#/components/schemas/', '')] : s;

  const routes: FuzzRoute[] = [];
  const catchAll: string[] = [];
  for (const layer of layers) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods);
    if (layer.route.methods.acl) {
      catchAll.push(`* ${layer.route.path}`);
      continue;
    }
    for (const m of methods) {
      const path = layer.route.path;
      const op = doc.paths?.[path.replace(/:(\w+)/g, '{$1}')]?.[m];
      const body = resolve(op?.requestBody?.content?.['application/json']?.schema);
      routes.push({
        method: m.toUpperCase(),
        path,
        params: [...path.matchAll(/:(\w+)/g)].map((x) => x[1]),
        fields: Object.fromEntries(
          Object.entries(body?.properties ?? {}).map(([name, s]) => [name, resolve(s) ?? {}]),
        ),
        required: body?.required ?? [],
        query: Object.fromEntries(
          (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
      });
    }
  }
  routes.push({
    method: 'ANY',
    path: '(any path no route matches)',
    params: [],
    fields: {},
    required: [],
    query: {},
  });
  return { routes, catchAll };
}
