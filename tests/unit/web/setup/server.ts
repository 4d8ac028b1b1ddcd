import { setupServer } from 'msw/node';

/** The one MSW server of the component tests; each test installs the handlers it needs with `server.use`. */
export const server = setupServer();
