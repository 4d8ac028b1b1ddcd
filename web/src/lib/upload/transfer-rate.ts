/** Speed is averaged over this window: long enough to be steady, short enough to follow a changing network. */
const WINDOW_MS = 5_000;

export type TransferStats = {
  sentBytes: number;
  totalBytes: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
};

/** The whole percent sent so far (0 before the size is known). */
export const sentPercent = ({ sentBytes, totalBytes }: Pick<TransferStats, 'sentBytes' | 'totalBytes'>) =>
  totalBytes ? Math.floor((sentBytes / totalBytes) * 100) : 0;

/** Turns a stream of "bytes sent so far" readings into speed and time left. */
export const createTransferRate = (totalBytes: number, now: () => number = () => performance.now()) => {
  const samples: { at: number; bytes: number }[] = [];
  return (sentBytes: number): TransferStats => {
    const at = now();
    samples.push({ at, bytes: sentBytes });
    while (samples.length > 2 && at - samples[0]!.at > WINDOW_MS) samples.shift();
    const first = samples[0]!;
    const elapsed = (at - first.at) / 1000;
    const bytesPerSecond = elapsed >= 0.5 && sentBytes > first.bytes ? (sentBytes - first.bytes) / elapsed : null;
    const secondsLeft = bytesPerSecond ? Math.max(0, (totalBytes - sentBytes) / bytesPerSecond) : null;
    return { sentBytes, totalBytes, bytesPerSecond, secondsLeft };
  };
};

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export const formatBytes = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(value >= 100 ? 0 : 1))} ${UNITS[unit]}`;
};

export const formatDuration = (seconds: number) => {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};
