import { spawn, type ChildProcess } from 'node:child_process';

/** Resolves once `child` prints `ready` on stdout or stderr; rejects if it exits first. */
const waitForOutput = (child: ChildProcess, ready: string, what: string) => {
  let output = '';
  return new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}):\n${output.slice(-2000)}`)));
  });
};

/** `npm start` (the whole local stack, freshly seeded in `dataDir`) in its own process group. */
export const startStack = async (port: number, dataDir: string) => {
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, 'Social Loop is running', 'npm start');
  return child;
};

/** Any command in its own process group, resolved once it prints `ready`. */
export const startProcess = async (command: string, args: string[], ready: string) => {
  const child = spawn(command, args, { env: process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, ready, command);
  return child;
};

/** Stops a process group started above (SIGTERM, then gives it 5 s). */
export const stopStack = async (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
};
