import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

/**
 * What the user asked of a popup's trigger while the popup's code was still downloading: open it (with a click, or
 * with Enter, Space or ArrowDown — `byKeyboard`), and whether the trigger still has focus.
 */
export type PopupIntent = { open: boolean; byKeyboard: boolean; focused: boolean };

const NO_INTENT: PopupIntent = { open: false, byKeyboard: false, focused: false };

/** A module downloaded once, on first use; `current()` is it once it has arrived (later mounts render it at once). */
export const lazyPart = <M,>(importer: () => Promise<M>) => {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = null; // the next use tries again
        throw error;
      },
    ));
  return { current: () => module, load };
};

type LazyPart<M> = ReturnType<typeof lazyPart<M>>;

/**
 * The navbar's menus and popovers (the user menu, the notification bell) keep their headless library (~30 KiB
 * gzipped) out of the first paint: until it has downloaded, a plain button that looks the same stands in for the real
 * trigger, and the first sign of use (pointer over it, focus, touch) downloads it (DESIGN §11, decisions "First
 * paint, session 9"). Returns the loaded module (or null) and the stand-in's props.
 */
export const useLazyPopup = <M,>(part: LazyPart<M>) => {
  const [module, setModule] = useState<M | null>(part.current);
  const [intent, setIntent] = useState<PopupIntent>(NO_INTENT);
  const load = useCallback(() => {
    part.load().then(setModule, () => undefined);
  }, [part]);
  const use = useCallback(
    (change: Partial<PopupIntent>) => {
      setIntent((previous) => ({ ...previous, ...change }));
      load();
    },
    [load],
  );
  return { module, intent, standIn: { onUse: use } };
};

type StandInProps = {
  onUse: (change: Partial<PopupIntent>) => void;
  className: string;
  hasPopup: 'menu' | 'dialog';
  label?: string;
  children: ReactNode;
};

/** The trigger as it looks before the popup's code is there: same look, same name, collapsed. */
export const TriggerStandIn = ({ onUse, className, hasPopup, label, children }: StandInProps) => (
  <button
    type="button"
    className={className}
    aria-label={label}
    aria-haspopup={hasPopup}
    aria-expanded={false}
    onPointerEnter={() => onUse({})}
    onTouchStart={() => onUse({})}
    onFocus={() => onUse({ focused: true })}
    onBlur={() => onUse({ focused: false })}
    onPointerDown={(event) => {
      if (event.button === 0) onUse({ open: true, byKeyboard: false, focused: true });
    }}
    onClick={(event) => {
      if (event.detail === 0) onUse({ open: true, byKeyboard: true, focused: true }); // a keyboard "click"
    }}
    onKeyDown={(event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      onUse({ open: true, byKeyboard: true, focused: true });
    }}
  >
    {children}
  </button>
);

/** Once the real trigger replaces the stand-in, it takes the focus the stand-in had (unless the popup opened). */
export const useTakeOverFocus = (intent: PopupIntent, trigger: RefObject<HTMLButtonElement | null>) => {
  const first = useRef(intent);
  useEffect(() => {
    if (first.current.focused && !first.current.open) trigger.current?.focus();
  }, [trigger]);
};
