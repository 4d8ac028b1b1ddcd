/**
 * The local ceiling for uploads (DESIGN §11): a Worker that does nothing but stream each request body into an R2
 * multipart upload, run by the same `wrangler dev` (Miniflare's local R2) as `npm start`. The upload benchmark sends
 * it the same file in the same parts, as many in flight, and compares.
 */
import { openSync, readSync, closeSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startProcess, stopStack } from './local-stack';
import { freePort } from '../../scripts/lib/wrangler-dev';

const WORKER_SOURCE = `
export default {
  async fetch(request, env) {
    const [, action, key, uploadId, part] = new URL(request.url).pathname.split('/');
    if (request.method === 'POST' && action === 'create') {
      const upload = await env.UPLOADS.createMultipartUpload(key);
      return Response.json({ uploadId: upload.uploadId });
    }
    const upload = env.UPLOADS.resumeMultipartUpload(key, uploadId);
    if (request.method === 'PUT' && action === 'part') return Response.json(await upload.uploadPart(Number(part), request.body));
    if (request.method === 'POST' && action === 'complete') return Response.json({ size: (await upload.complete(await request.json())).size });
    return new Response('not found', { status: 404 });
  },
};
`;

const WRANGLER_CONFIG = `name = "upload-pass-through"
main = "worker.js"
compatibility_date = "2025-09-01"

[[r2_buckets]]
binding = "UPLOADS"
bucket_name = "upload-pass-through"
`;

/** Milliseconds to upload `path` through the pass-through Worker (parts of `partBytes`, `inFlight` at a time). */
export const timePassThroughUpload = async (
  dir: string,
  path: string,
  { fileBytes, partBytes, inFlight }: { fileBytes: number; partBytes: number; inFlight: number },
) => {
  writeFileSync(join(dir, 'worker.js'), WORKER_SOURCE);
  writeFileSync(join(dir, 'wrangler.toml'), WRANGLER_CONFIG);
  const port = await freePort();
  const wrangler = await startProcess(
    join(process.cwd(), 'node_modules', '.bin', 'wrangler'),
    [
      'dev',
      '-c',
      join(dir, 'wrangler.toml'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      join(dir, 'state'),
    ],
    'Ready on',
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const { uploadId } = (await (await fetch(`${base}/create/bench.mp4`, { method: 'POST' })).json()) as {
      uploadId: string;
    };
    const fd = openSync(path, 'r');
    const queue = Array.from({ length: Math.ceil(fileBytes / partBytes) }, (_, i) => i + 1);
    const parts: unknown[] = [];
    const sendNext = async (): Promise<void> => {
      const partNumber = queue.shift();
      if (partNumber === undefined) return;
      const offset = (partNumber - 1) * partBytes;
      const buffer = Buffer.alloc(Math.min(partBytes, fileBytes - offset));
      readSync(fd, buffer, 0, buffer.length, offset);
      const res = await fetch(`${base}/part/bench.mp4/${uploadId}/${partNumber}`, { method: 'PUT', body: buffer });
      if (!res.ok) throw new Error(`pass-through part ${partNumber} → ${res.status} ${await res.text()}`);
      parts[partNumber - 1] = await res.json();
      return sendNext();
    };
    await Promise.all(Array.from({ length: inFlight }, sendNext));
    closeSync(fd);
    const done = await fetch(`${base}/complete/bench.mp4/${uploadId}`, { method: 'POST', body: JSON.stringify(parts) });
    const { size } = (await done.json()) as { size: number };
    if (size !== fileBytes) throw new Error(`pass-through upload ended with ${size} bytes`);
    return performance.now() - started;
  } finally {
    await stopStack(wrangler);
  }
};
