import { useCallback, useRef, useState } from 'react';

type Flags = { isPending: false; isSuccess: false; isError: false };
type ActionState<T> =
  | ({ status: 'idle'; data: undefined; error: null } & Flags)
  | ({ status: 'pending'; data: undefined; error: null } & Omit<Flags, 'isPending'> & { isPending: true })
  | ({ status: 'success'; data: T; error: null } & Omit<Flags, 'isSuccess'> & { isSuccess: true })
  | ({ status: 'error'; data: undefined; error: unknown } & Omit<Flags, 'isError'> & { isError: true });

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: unknown) => void };

const NONE: Flags = { isPending: false, isSuccess: false, isError: false };
const IDLE: ActionState<never> = { status: 'idle', data: undefined, error: null, ...NONE };

/**
 * A one-off server call with React Query's mutation shape (`mutate`, `mutateAsync`, `isPending`, `isSuccess`, `isError`,
 * `data`, `error`) but no query client: the public pages (sign-in, sign-up, reset, activation) use it so that React Query
 * is not downloaded before their first paint. Pages behind sign-in keep using `useMutation`.
 */
export const useAction = <V, T>(action: (variables: V) => Promise<T>, callbacks: Callbacks<T> = {}) => {
  const [state, setState] = useState<ActionState<T>>(IDLE);
  const latest = useRef({ action, callbacks });
  latest.current = { action, callbacks };

  const mutateAsync = useCallback(async (variables: V, once: Callbacks<T> = {}) => {
    setState({ status: 'pending', data: undefined, error: null, ...NONE, isPending: true });
    try {
      const data = await latest.current.action(variables);
      setState({ status: 'success', data, error: null, ...NONE, isSuccess: true });
      latest.current.callbacks.onSuccess?.(data);
      once.onSuccess?.(data);
      return data;
    } catch (error) {
      setState({ status: 'error', data: undefined, error, ...NONE, isError: true });
      latest.current.callbacks.onError?.(error);
      once.onError?.(error);
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: V, once?: Callbacks<T>) => void mutateAsync(variables, once).catch(() => undefined),
    [mutateAsync],
  );

  return { ...state, mutate, mutateAsync, reset: () => setState(IDLE) };
};
