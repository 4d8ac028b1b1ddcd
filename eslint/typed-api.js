import { readFileSync, readdirSync } from 'node:fs';
import { URL } from 'node:url';
// Every web API call is typed from the Worker's routes (web/src/lib/api-contract.ts), enforced by `npm run lint`:
// the path must be a route, the answer type is the route's, and nothing bypasses the client.
// (Used in eslint.config.js's web block: flat config does not merge the options of one rule across blocks.)
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
const routeSources = new URL('../worker/routes/', import.meta.url);
// A route is written as `createRoute({ method, path })` or through an area's table (worker/http/route-area.ts):
// `area.read(path, …)` and `area.csv(path)` are GETs, `area.write(method, path, …)` a state change.
const ROUTE_FORMS = [
  [/method:\s*'(\w+)',\s*path:\s*'(\/[^']*)'/g, (m) => [m[1], m[2]]],
  [/\.(?:read|csv)\(\s*'(\/[^']*)'/g, (m) => ['get', m[1]]],
  [/\.write\(\s*'(\w+)',\s*'(\/[^']*)'/g, (m) => [m[1], m[2]]],
];
const routes = readdirSync(routeSources)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(new URL(file, routeSources), 'utf8'))
  .flatMap((source) => ROUTE_FORMS.flatMap(([form, read]) => [...source.matchAll(form)].map(read)))
  .map(([method, path]) => ({ method: method.toUpperCase(), segments: `/api${path}`.split('/') }));

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
