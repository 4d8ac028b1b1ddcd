/**
 * The local libSQL server of a benchmark, in a process of its own (forked by libsql-process.ts): its heap, its GC and
 * its event loop are not the bench client's, as a real database is another machine. It keeps what the bench asks
 * about (each request's timeline, the statements, its own GC pauses) and hands them over on `take`, on the bench's
 * `performance.now()` clock, whose origin the bench passes as the only argument.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { startLocalLibsqlServer, type RequestTimeline } from '../../db/local-server/server';
import { monotonicOrigin, type Pause, type ServerReply, type ServerRequest } from './libsql-process';
import { statementRecorder } from './statement-recorder';
import { takeList } from './take-list';

const file = process.env.BENCH_LIBSQL_FILE!;
// What to add to a time of this process's clock to read it on the bench's.
const shift = monotonicOrigin() - Number(process.argv[2]);

const statements = statementRecorder();
const requests = takeList<RequestTimeline>();
const pauses = takeList<Pause>();
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses.add({ start: e.startTime + shift, end: e.startTime + e.duration + shift });
});
gcObserver.observe({ entryTypes: ['gc'] });

const server = await startLocalLibsqlServer({
  file,
  onStatement: statements.observe,
  onRequest: (r) =>
    requests.add({
      received: r.received + shift,
      bodyRead: r.bodyRead + shift,
      slept: r.slept + shift,
      executed: r.executed + shift,
      written: r.written + shift,
      newConnection: r.newConnection,
    }),
});

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= server.close().then(() => {
    gcObserver.disconnect();
    process.exit(0);
  });
  return stopping;
};
// Ctrl-C reaches the whole process group; a bench that died without closing us disconnects the channel.
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

const answer = (message: ServerRequest): ServerReply['result'] => {
  if (message.op === 'latency') return server.setLatencyMs(message.ms);
  return { statements: statements.take(), requests: requests.take(), pauses: pauses.take() };
};

process.on('message', (message: ServerRequest) => {
  if (message.op === 'close') {
    void stop();
    return;
  }
  process.send!({ id: message.id, result: answer(message) } satisfies ServerReply);
});
process.send!({ ready: server.url });
