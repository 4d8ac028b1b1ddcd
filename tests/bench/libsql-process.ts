import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RequestTimeline } from '../../db/local-server/server';
import type { RecordedStatement } from './statement-recorder';

/** A GC pause, from its start to its end (ms, the bench's `performance.now()` clock). */
export type Pause = { start: number; end: number };
/** What the server saw since the last `take()`: the statements, each request's timeline and its process's GC pauses. */
type Taken = { statements: RecordedStatement[]; requests: RequestTimeline[]; pauses: Pause[] };

type Ask = { op: 'latency'; ms: number } | { op: 'take' | 'close' };
export type ServerRequest = Ask & { id: number };
export type ServerReply = { id: number; result: Taken | void };

/**
 * Where this process's `performance.now()` starts on the host's monotonic clock (ms): the same clock in every
 * process, so two processes' times compare once each is moved by its origin. One reading is off by however long the
 * process waited for a core between its two clock reads (a millisecond or more on a loaded host), always in the same
 * direction; the largest of many readings is the one with the shortest wait.
 */
export const monotonicOrigin = () => {
  let origin = -Infinity;
  for (let i = 0; i < 200; i++) origin = Math.max(origin, Number(process.hrtime.bigint()) / 1e6 - performance.now());
  return origin;
};

const ENTRY = fileURLToPath(new URL('./libsql-process-entry.ts', import.meta.url));

/**
 * Starts the local libSQL server on `file` in a process of its own (the bench's process is the load generator; in
 * production the database is another machine). Between samples, `take()` fetches what it saw over IPC, so nothing
 * crosses between the processes while a sample runs. `close()` stops it; so do Ctrl-C and the bench's exit.
 */
export const startLibsqlProcess = async (file: string) => {
  const child = fork(ENTRY, [String(monotonicOrigin())], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_LIBSQL_FILE: file },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { ready: string }) => resolve(m.ready));
    child.once('exit', (code) => reject(new Error(`the libSQL server's process exited (${code}) before it was ready`)));
  });

  const waiting = new Map<number, { resolve: (result: ServerReply['result']) => void; reject: (e: Error) => void }>();
  child.on('message', (m: ServerReply) => {
    waiting.get(m.id)?.resolve(m.result);
    waiting.delete(m.id);
  });
  void exited.then(() => {
    for (const { reject } of waiting.values()) reject(new Error(`the libSQL server's process exited`));
    waiting.clear();
  });
  let next = 0;
  const ask = (request: Ask) =>
    new Promise<ServerReply['result']>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`the libSQL server's process is gone`));
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ ...request, id } satisfies ServerRequest);
    });

  return {
    url,
    setLatencyMs: async (ms: number) => void (await ask({ op: 'latency', ms })),
    take: async () => (await ask({ op: 'take' })) as Taken,
    close: () => stopServerProcess(child, exited),
  };
};

/** Asks the server's process to close and waits for it (5 s, then it is killed). */
const stopServerProcess = async (child: ChildProcess, exited: Promise<void>) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  if (child.connected) child.send({ id: -1, op: 'close' } satisfies ServerRequest);
  else child.kill('SIGTERM');
  const timeout = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5000).unref());
  if ((await Promise.race([exited, timeout])) === 'late') child.kill('SIGKILL');
};
export type LibsqlProcess = Awaited<ReturnType<typeof startLibsqlProcess>>;
