/** The subset of the Web Storage API the stores need; injectable so stores can be tested in node. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/**
 * localStorage (or, with `'session'`, this tab's sessionStorage) when usable (it throws in some private modes),
 * otherwise an in-memory stand-in.
 */
export const browserStorage = (kind: 'local' | 'session' = 'local'): KeyValueStorage => {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (typeof storage !== 'undefined') {
      storage.getItem('__probe__');
      return storage;
    }
  } catch {
    // Storage disabled: fall through to memory.
  }
  return memoryStorage;
};

export const readJson = <T>(storage: KeyValueStorage, key: string): T | null => {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export const writeJson = (storage: KeyValueStorage, key: string, value: unknown) => {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: persistence is a convenience, not a requirement.
  }
};
