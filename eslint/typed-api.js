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
