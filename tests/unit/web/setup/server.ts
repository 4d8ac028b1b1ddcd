import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Requests no test handler answered since the last check (the setup file fails the test on any). */
export const unhandled: string[] = [];

/** Answers what no test handler does with an error, so nothing leaves the process. */
const refuseTheRest = http.all('*', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.json({ detail: 'No handler in this test.', code: 'not_found' }, { status: 404 });
});

/** The one MSW server of the component tests; each test installs the handlers it needs with `server.use`. */
export const server = setupServer(refuseTheRest);
