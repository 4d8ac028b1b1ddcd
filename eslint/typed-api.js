import { tsImport } from 'tsx/esm/api';
// Every web API call is typed from the Worker's routes (web/src/lib/api-contract.ts), enforced by `npm run lint`:
// the path must be a route, the answer type is the route's, and nothing bypasses the client.
// (Used in eslint.config.js's web block: flat config does not merge the options of one rule across blocks.)
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const api = "CallExpression[callee.type='MemberExpression'][callee.object.name='api']";

export const untypedApiCalls = [
  {
    selector: `${api}[typeArguments]`,
    message: 'An api call takes its answer type from the route: remove the type argument.',
  },
  {
    selector: `TSAsExpression > ${api}, TSAsExpression > AwaitExpression > ${api}`,
    message: 'An api call already has the route’s answer type: do not cast it.',
  },
  {
    selector: "CallExpression[callee.name='fetch']",
    message: 'Call the API through `api` from lib/api-client (typed from the routes), not fetch.',
  },
  {
    selector: "NewExpression[callee.name='XMLHttpRequest']",
    message: 'Upload bytes through lib/upload/send-bytes (typed from the routes).',
  },
];

// Worker tests call the Worker through the typed client (tests/worker/api.ts: `api.get('/route/:id/', …)`).
// `callRaw` and a client's `.raw` are for deliberately invalid requests only (malformed or wrongly shaped bodies,
// unknown routes, wrong methods, invalid search parameters). A raw call without a body to a route that exists, with
// no search string, is a valid request written untyped: lint fails it.
// The routes are read from the OpenAPI document the app itself generates (worker/app.ts), not from the route files'
// text: whatever form a route is written in, if the app serves it as a typed operation, the rule knows it.
const { createApp } = await tsImport('../worker/app.ts', import.meta.url);
const document = createApp().getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'routes', version: '0' } });
/** Every operation of the API: its method and the segments of its path (`/api/…/{id}/`). */
const routes = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item?.[method]).map((method) => ({
    method: method.toUpperCase(),
    segments: path.split('/'),
  })),
);

/** The path a literal or template names, template holes as `*` (they fill a route parameter). */
const literalPath = (node) => {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('*');
  return null;
};
const matchesRoute = (method, path) => {
  const segments = path.split('/');
  return routes.some(
    (route) =>
      route.method === method &&
      route.segments.length === segments.length &&
      route.segments.every((s, i) => s === segments[i] || (s.startsWith('{') && segments[i] !== '')),
  );
};
const isRaw = (callee) =>
  (callee.type === 'Identifier' && callee.name === 'callRaw') ||
  (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'raw');

const noRawValidRequest = {
  meta: { type: 'problem', schema: [] },
  create: (context) => ({
    CallExpression(node) {
      if (!isRaw(node.callee)) return;
      const path = literalPath(node.arguments[0]);
      if (!path || !path.startsWith('/api/') || path.includes('?')) return;
      const options = node.arguments[1];
      if (options && options.type !== 'ObjectExpression') return;
      const props = new Map(
        (options?.properties ?? [])
          .filter((p) => p.type === 'Property' && p.key.type === 'Identifier')
          .map((p) => [p.key.name, p.value]),
      );
      if (props.has('body') || props.has('rawBody') || (options?.properties ?? []).some((p) => p.type !== 'Property'))
        return;
      const method = props.get('method');
      if (method && !(method.type === 'Literal' && typeof method.value === 'string')) return;
      if (matchesRoute(method ? method.value.toUpperCase() : 'GET', path))
        context.report({
          node,
          message:
            'A valid request goes through the typed client (`api.get(…)` / `client.get(…)` from tests/worker/api.ts); callRaw and .raw are for deliberately invalid requests.',
        });
    },
  }),
};

export const typedTestClient = {
  files: ['tests/worker/**/*.ts'],
  plugins: { 'typed-api': { rules: { 'no-raw-valid-request': noRawValidRequest } } },
  rules: {
    'typed-api/no-raw-valid-request': 'error',
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='api'][typeArguments]",
        message: 'An api call takes its answer type from the route: remove the type argument.',
      },
      {
        selector: "TSAsExpression > AwaitExpression > CallExpression[callee.object.name='api']",
        message: 'An api call already has the route’s answer type: do not cast it.',
      },
    ],
  },
};
