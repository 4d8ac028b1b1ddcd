import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore } from '../../../web/src/lib/stores/snackbar-store';

describe('snackbar store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the defaults: random id, success, closable, secondary button, 5000 ms', () => {
    const store = createSnackbarStore();
    const id = store.getState().show({ message: 'Saved' });
    const [message] = store.getState().messages;
    expect(message).toMatchObject({
      id,
      message: 'Saved',
      variant: 'success',
      closable: true,
      buttonVariant: 'secondary',
      duration: 5000,
      global: false,
    });
    expect(typeof id).toBe('string');
    expect(store.getState().show({ message: 'Again' })).not.toBe(id);
  });

  it('removes a message by itself after 5000 ms', () => {
    const store = createSnackbarStore();
    store.getState().show({ message: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(store.getState().messages).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().messages).toHaveLength(0);
  });

  it('honours a custom duration', () => {
    const store = createSnackbarStore();
    store.getState().show({ message: 'Quick', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getState().messages).toHaveLength(0);
  });

  it.each([0, null])('keeps a message with duration %s until removed or cleared', (duration) => {
    const store = createSnackbarStore();
    store.getState().show({ message: 'Sticky', duration });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().messages).toHaveLength(1);
  });

  it('removes by id and cancels its timer', () => {
    const store = createSnackbarStore();
    const first = store.getState().show({ message: 'One' });
    store.getState().show({ message: 'Two', duration: 0 });
    store.getState().remove(first);
    expect(store.getState().messages.map((m) => m.message)).toEqual(['Two']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears all messages and timers', () => {
    const store = createSnackbarStore();
    store.getState().show({ message: 'One' });
    store.getState().show({ message: 'Two', variant: 'error' });
    store.getState().showGlobal({ message: 'Three' });
    store.getState().clear();
    expect(store.getState().messages).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('emits the close event when a closable message is closed', () => {
    const store = createSnackbarStore();
    const onClose = vi.fn();
    const id = store.getState().show({ message: 'Bye', onClose });
    store.getState().close(id);
    expect(onClose).toHaveBeenCalledOnce();
    expect(store.getState().messages).toHaveLength(0);
  });

  it('shows global messages non-closable and keeps them until removed by id', () => {
    const store = createSnackbarStore();
    const onClose = vi.fn();
    const id = store.getState().showGlobal({ message: 'Maintenance at 6pm', variant: 'warning', onClose });
    expect(store.getState().messages[0]).toMatchObject({ global: true, closable: false, duration: 0 });
    store.getState().close(id);
    vi.advanceTimersByTime(60_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(store.getState().messages).toHaveLength(1);
    store.getState().remove(id);
    expect(store.getState().messages).toHaveLength(0);
  });

  it('keeps every variant and optional field', () => {
    const store = createSnackbarStore({ createId: () => 'fixed' });
    const action = vi.fn();
    for (const variant of ['success', 'warning', 'error', 'tips', 'info'] as const) {
      store.getState().show({
        message: variant,
        variant,
        title: 'T',
        description: 'D',
        detailsTitle: 'DT',
        details: 'X',
        buttonLabel: 'Undo',
        buttonAction: action,
        buttonVariant: 'tertiary',
      });
    }
    expect(store.getState().messages.map((m) => m.variant)).toEqual(['success', 'warning', 'error', 'tips', 'info']);
    expect(store.getState().messages[0]).toMatchObject({
      id: 'fixed',
      title: 'T',
      description: 'D',
      detailsTitle: 'DT',
      details: 'X',
      buttonLabel: 'Undo',
      buttonVariant: 'tertiary',
    });
  });
});
