// Every web API call is typed from the Worker's routes (web/src/lib/api-contract.ts), enforced by `npm run lint`:
// the path must be a route, the answer type is the route's, and nothing bypasses the client.
const api = "CallExpression[callee.type='MemberExpression'][callee.object.name='api']";

const untypedCalls = [
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

export const typedApi = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api-client.ts', 'web/src/lib/upload/send-bytes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...untypedCalls] },
  },
];
