/**
 * Upload benchmark (DESIGN §11: ≥ 90 % of a pass-through Worker on the same local stack, Worker memory flat).
 * Starts its own `npm start` on a free port with a temporary DATA_DIR, uploads a generated 1 GiB "video" as an
 * R2 multipart upload the way the web client does (16 MiB parts, SHA-256 per part, 4 in flight), and prints the
 * throughput, workerd's resident memory while uploading, its ratio to copying the same file on local disk, and its
 * ratio to a pass-through Worker (pass-through.ts) that streams the same parts into the same local R2.
 * Figures are printed, not asserted. Run alone with `npx tsx tests/bench/upload.ts` (`UPLOAD_BENCH_MIB=256` for a
 * quicker run).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  readSync,
  closeSync,
  rmSync,
  writeSync,
  fsyncSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { startStack, stopStack } from './local-stack';
import { freePort } from '../../scripts/lib/wrangler-dev';
import { timePassThroughUpload } from './pass-through';

const MiB = 1024 * 1024;
const FILE_BYTES = Number(process.env.UPLOAD_BENCH_MIB ?? 1024) * MiB;
const PART_BYTES = 16 * MiB;
const IN_FLIGHT = 4;

const mibPerSecond = (bytes: number, ms: number) => bytes / MiB / (ms / 1000);

/** Pids of a process and all its descendants, from /proc. */
const descendants = (root: number) => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const found = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
};

const workerdPids = (root: number) =>
  descendants(root).filter((pid) => readFileSyncSafe(`/proc/${pid}/cmdline`).includes('workerd'));
const readFileSyncSafe = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
/** Resident memory of each process in MiB: anonymous (heap, buffers) and file-backed (mapped files, code). */
const residentMiB = (pid: number) => {
  const status = readFileSyncSafe(`/proc/${pid}/status`);
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0) / 1024;
  return { anon: field('RssAnon'), file: field('RssFile') + field('RssShmem') };
};

/** Samples workerd's memory every 100 ms and at each quarter of the upload, keeping the peaks. */
const memoryProbe = (pids: number[]) => {
  const peaks = new Map(pids.map((pid) => [pid, { anon: 0, file: 0 }]));
  const quarters: string[] = [];
  const sample = () =>
    pids.map((pid) => {
      const now = residentMiB(pid);
      const peak = peaks.get(pid)!;
      peak.anon = Math.max(peak.anon, now.anon);
      peak.file = Math.max(peak.file, now.file);
      return now;
    });
  const idle = sample();
  const timer = setInterval(sample, 100);
  return {
    atFraction: (fraction: number) =>
      quarters.push(
        `${Math.round(fraction * 100)} %: ${sample()
          .map((m) => m.anon.toFixed(0))
          .join(' + ')} MiB`,
      ),
    stop: () => {
      clearInterval(timer);
      return { idle, peaks: [...peaks.values()], quarters };
    },
  };
};

/** A file that starts like an MP4 (so sniffing accepts it), written in 16 MiB blocks of random bytes. */
const generateFile = (path: string) => {
  const block = randomBytes(PART_BYTES);
  block.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
  const fd = openSync(path, 'w');
  for (let written = 0; written < FILE_BYTES; written += PART_BYTES)
    writeSync(fd, block, 0, Math.min(PART_BYTES, FILE_BYTES - written));
  fsyncSync(fd);
  closeSync(fd);
};

const timeDiskCopy = async (from: string, to: string) => {
  const started = performance.now();
  await pipeline(createReadStream(from, { highWaterMark: MiB }), createWriteStream(to));
  const fd = openSync(to, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return performance.now() - started;
};

const api = async (base: string, path: string, init: RequestInit & { token?: string } = {}) => {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${JSON.stringify(body)}`);
  return body as Record<string, any>;
};

const uploadFile = async (base: string, token: string, path: string, onPart: (done: number, total: number) => void) => {
  const upload = await api(base, '/api/uploads/multipart/', {
    method: 'POST',
    token,
    body: JSON.stringify({ filename: 'bench.mp4', content_type: 'video/mp4', size_bytes: FILE_BYTES }),
  });
  const fd = openSync(path, 'r');
  const queue = Array.from({ length: upload.part_count as number }, (_, i) => i + 1);
  let sent = 0;
  const sendNext = async (): Promise<void> => {
    const partNumber = queue.shift();
    if (partNumber === undefined) return;
    const offset = (partNumber - 1) * upload.part_size_bytes;
    const buffer = Buffer.alloc(Math.min(upload.part_size_bytes, FILE_BYTES - offset));
    readSync(fd, buffer, 0, buffer.length, offset);
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const res = await fetch(`${base}/api/uploads/${upload.id}/parts/${partNumber}/`, {
      method: 'PUT',
      body: buffer,
      headers: { authorization: `Bearer ${token}`, 'x-content-sha256': sha256 },
    });
    if (!res.ok) throw new Error(`part ${partNumber} → ${res.status} ${await res.text()}`);
    onPart(++sent, upload.part_count);
    return sendNext();
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sendNext));
  closeSync(fd);
  return api(base, `/api/uploads/${upload.id}/complete/`, { method: 'POST', token });
};

export const runUploadBenchmark = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'social-loop-upload-bench-'));
  try {
    await measure(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const measure = async (dir: string) => {
  const source = join(dir, 'source.mp4');
  console.log(`Generating a ${FILE_BYTES / MiB} MiB file in ${dir} …`);
  generateFile(source);
  const copyMs = await timeDiskCopy(source, join(dir, 'copy.mp4'));
  rmSync(join(dir, 'copy.mp4'));

  const port = await freePort();
  console.log(`Starting the local stack on port ${port} …`);
  const stack = await startStack(port, join(dir, 'data'));
  let uploadMs = 0;
  try {
    const base = `http://127.0.0.1:${port}`;
    const { token } = await api(base, '/api/auth/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'creator@demo.test', password: 'demo-password-1' }),
    });
    const pids = workerdPids(stack.pid!);
    const probe = memoryProbe(pids);
    const started = performance.now();
    const done = await uploadFile(
      base,
      token,
      source,
      (sent, total) => sent % (total / 4) === 0 && probe.atFraction(sent / total),
    );
    uploadMs = performance.now() - started;
    const memory = probe.stop();
    if (done.status !== 'complete' || done.size_bytes !== FILE_BYTES)
      throw new Error(`upload ended as ${JSON.stringify(done)}`);

    const upload = mibPerSecond(FILE_BYTES, uploadMs);
    const copy = mibPerSecond(FILE_BYTES, copyMs);
    console.log(
      `\n  file                      ${FILE_BYTES / MiB} MiB in ${done.part_count} parts of ${PART_BYTES / MiB} MiB, ${IN_FLIGHT} in flight, SHA-256 per part`,
    );
    console.log(`  upload through the Worker ${upload.toFixed(1)} MiB/s (${(uploadMs / 1000).toFixed(1)} s)`);
    console.log(`  local disk copy           ${copy.toFixed(1)} MiB/s (${(copyMs / 1000).toFixed(1)} s)`);
    console.log(`  ratio upload / disk copy  ${((upload / copy) * 100).toFixed(0)} %`);
    const sum = (list: { anon: number; file: number }[], key: 'anon' | 'file') =>
      list.reduce((total, m) => total + m[key], 0).toFixed(0);
    console.log(`  workerd memory (${pids.length} processes: wrangler's proxy + the Worker with its local R2)`);
    console.log(
      `    anonymous RSS idle ${sum(memory.idle, 'anon')} MiB, peak ${sum(memory.peaks, 'anon')} MiB; file-backed idle ${sum(memory.idle, 'file')} MiB, peak ${sum(memory.peaks, 'file')} MiB`,
    );
    console.log(`    anonymous RSS per process at each quarter of the upload: ${memory.quarters.join(' · ')}\n`);
  } finally {
    await stopStack(stack);
  }
  console.log('Uploading the same file through a pass-through Worker (the local ceiling) …');
  const passThroughMs = await timePassThroughUpload(dir, source, {
    fileBytes: FILE_BYTES,
    partBytes: PART_BYTES,
    inFlight: IN_FLIGHT,
  });
  const passThrough = mibPerSecond(FILE_BYTES, passThroughMs);
  console.log(
    `  pass-through Worker       ${passThrough.toFixed(1)} MiB/s (${(passThroughMs / 1000).toFixed(1)} s): the same parts streamed into the same local R2, nothing else`,
  );
  console.log(
    `  ratio upload / pass-through ${((mibPerSecond(FILE_BYTES, uploadMs) / passThrough) * 100).toFixed(0)} %   (target ≥ 90 %)\n`,
  );
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runUploadBenchmark();
