// Usage: tsx db/local-server/cli.ts --file .data/db.sqlite [--port 0] [--host 127.0.0.1]
//          [--auth-token TOKEN] [--stream-idle-ms 10000] [--busy-timeout-ms 5000]
// Prints exactly one stdout line, `LIBSQL_URL=http://127.0.0.1:<port>`, once listening.
import { parseArgs } from 'node:util';
import { startLocalLibsqlServer } from './server.js';

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a non-negative integer, got ${JSON.stringify(value)}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string', default: '.data/db.sqlite' },
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'auth-token': { type: 'string' },
      'stream-idle-ms': { type: 'string' },
      'busy-timeout-ms': { type: 'string' },
    },
    strict: true,
  });

  const server = await startLocalLibsqlServer({
    file: values.file!,
    port: intOption(values.port, 'port'),
    host: values.host,
    authToken: values['auth-token'] ?? (process.env.LIBSQL_AUTH_TOKEN || undefined),
    streamIdleMs: intOption(values['stream-idle-ms'], 'stream-idle-ms'),
    busyTimeoutMs: intOption(values['busy-timeout-ms'], 'busy-timeout-ms'),
  });
  process.stdout.write(`LIBSQL_URL=${server.url}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`local libsql server: error while closing: ${String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`local libsql server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
