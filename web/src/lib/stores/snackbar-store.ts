import { createStore, useStore } from 'zustand';
import { SNACKBAR_DEFAULT_DURATION_MS } from '../../config/constants';

export type SnackbarVariant = 'success' | 'warning' | 'error' | 'tips' | 'info';
type SnackbarButtonVariant = 'secondary' | 'tertiary';

export type SnackbarInput = {
  message: string;
  variant?: SnackbarVariant;
  title?: string;
  description?: string;
  detailsTitle?: string;
  details?: string;
  buttonLabel?: string;
  buttonAction?: () => void;
  buttonVariant?: SnackbarButtonVariant;
  closable?: boolean;
  /** ms before the message removes itself; 0 or null keeps it until removed or cleared. Default 5000. */
  duration?: number | null;
  /** Called when the user closes a closable message (the "close event"). */
  onClose?: () => void;
};

export type SnackbarMessage = Omit<SnackbarInput, 'variant' | 'closable' | 'duration' | 'buttonVariant'> & {
  id: string;
  variant: SnackbarVariant;
  buttonVariant: SnackbarButtonVariant;
  closable: boolean;
  duration: number;
  /** Global messages are shown non-closable with role="alert" and removed by id. */
  global: boolean;
};

export type SnackbarStore = {
  messages: SnackbarMessage[];
  show: (input: SnackbarInput) => string;
  showGlobal: (input: SnackbarInput) => string;
  /** The user closed it: emits the close event, then removes it. */
  close: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
};

type Timers = {
  schedule: (fn: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
  createId: () => string;
};

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

export const createSnackbarStore = ({
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  createId = randomId,
}: Partial<Timers> = {}) => {
  const timers = new Map<string, unknown>();

  return createStore<SnackbarStore>()((set, get) => {
    const stopTimer = (id: string) => {
      if (timers.has(id)) cancel(timers.get(id));
      timers.delete(id);
    };

    const add = (input: SnackbarInput, global: boolean) => {
      const id = createId();
      const duration =
        input.duration === undefined ? (global ? 0 : SNACKBAR_DEFAULT_DURATION_MS) : (input.duration ?? 0);
      const message: SnackbarMessage = {
        ...input,
        id,
        variant: input.variant ?? 'success',
        buttonVariant: input.buttonVariant ?? 'secondary',
        closable: global ? false : (input.closable ?? true),
        duration: Math.max(0, duration),
        global,
      };
      set({ messages: [...get().messages, message] });
      if (message.duration > 0)
        timers.set(
          id,
          schedule(() => get().remove(id), message.duration),
        );
      return id;
    };

    return {
      messages: [],
      show: (input) => add(input, false),
      showGlobal: (input) => add(input, true),
      close: (id) => {
        const message = get().messages.find((m) => m.id === id);
        if (!message?.closable) return;
        message.onClose?.();
        get().remove(id);
      },
      remove: (id) => {
        stopTimer(id);
        set({ messages: get().messages.filter((m) => m.id !== id) });
      },
      clear: () => {
        for (const id of timers.keys()) stopTimer(id);
        set({ messages: [] });
      },
    };
  });
};

export const snackbarStore = createSnackbarStore();

export const useSnackbarStore = <T>(selector: (state: SnackbarStore) => T): T => useStore(snackbarStore, selector);

/** Shorthand for code outside components. */
export const showSnackbar = (input: SnackbarInput) => snackbarStore.getState().show(input);
