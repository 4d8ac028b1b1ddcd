/**
 * The operations of the Worker's own OpenAPI document (`/api/openapi.json`), for the suites and benchmarks that
 * must cover every endpoint without anyone listing them. Runs in workerd (the worker suites) and in Node (the
 * benchmarks): the document is fetched by the caller.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  $ref?: string;
  example?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
};

/** The schema with every `$ref` into `components.schemas` replaced by its target (cycles cut at a depth). */
const inlineRefs = (schema: unknown, components: Record<string, unknown>, depth = 0): any => {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, components, depth));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return depth > 8 ? {} : inlineRefs(components[ref.split('/').pop()!], components, depth + 1);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inlineRefs(v, components, depth)]));
};

/** Every operation of an OpenAPI document (as `/api/openapi.json` answers it). */
export const operationsOf = (raw: unknown): Operation[] => {
  const components = (raw as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const doc = inlineRefs(raw, components) as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: !content['application/json'] && Object.keys(content).length > 0,
      });
    }
  }
  return ops;
};

/** `/api/brand/campaigns/{id}/` with every path parameter replaced (the document's paths carry the /api base). */
export const fillPath = (path: string, value: (name: string) => string) =>
  `${path.startsWith('/api/') ? '' : '/api'}${path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)))}`;
export const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** `METHOD /path/{param}/`, the name reports and allow-lists use. */
export const keyOf = (op: Operation) => `${op.method} ${op.path}`;
