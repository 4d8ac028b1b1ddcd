/**
 * The Worker suite's round-trip ledger (issue 15), kept in the Node process that runs vitest: the Worker tests
 * write every state change's answer to it through the `ROUND_TRIP_LEDGER` binding (tests/worker/worker-fetch.ts),
 * and the global teardown prints, per state-changing operation of the OpenAPI document, the most round trips any
 * 2xx answer took and the operations no test answered 2xx.
 */
type Entry = { op: string; status: number; roundTrips: number | null } | { operations: string[] };

const WRITE_TARGET = 2;

export const createRoundTripLedger = () => {
  const operations = new Set<string>();
  const most = new Map<string, { roundTrips: number; answers: number }>();

  const record = (entry: Entry) => {
    if ('operations' in entry) {
      for (const op of entry.operations) operations.add(op);
      return;
    }
    if (entry.status < 200 || entry.status >= 300 || entry.roundTrips === null) return;
    const seen = most.get(entry.op) ?? { roundTrips: 0, answers: 0 };
    most.set(entry.op, { roundTrips: Math.max(seen.roundTrips, entry.roundTrips), answers: seen.answers + 1 });
  };

  /** A service binding's handler: Miniflare calls it in this process. */
  const binding = async (request: Request) => {
    record((await request.json()) as Entry);
    return new Response(null, { status: 204 });
  };

  const unreached = () => [...operations].filter((op) => !most.has(op)).sort();

  const report = () => {
    if (!operations.size) return '';
    const reached = [...most.entries()].sort((a, b) => b[1].roundTrips - a[1].roundTrips || a[0].localeCompare(b[0]));
    const over = reached.filter(([, m]) => m.roundTrips > WRITE_TARGET);
    const missing = unreached();
    return [
      `round trips of state changes across the Worker suite (target ${WRITE_TARGET}): ${reached.length} of ${operations.size} operations answered 2xx, ${over.length} over target`,
      ...reached.map(
        ([op, m]) =>
          `${String(m.roundTrips).padStart(3)} ${m.roundTrips > WRITE_TARGET ? '✗' : ' '} ${op} (${m.answers} answers)`,
      ),
      `not answered 2xx by any test (${missing.length}):`,
      ...missing.map((op) => `      ${op}`),
    ].join('\n');
  };

  return { binding, report, unreached };
};
