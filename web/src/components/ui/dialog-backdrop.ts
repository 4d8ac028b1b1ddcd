import type { MouseEvent } from 'react';

/** True when a click on a modal <dialog> landed on its backdrop (outside the dialog box). */
export const isBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
};
