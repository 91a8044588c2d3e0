import { useState, useSyncExternalStore } from 'react';

// Whether a pointer button is held down on the page: from its pointerdown until just after the click its release
// makes (the release is told a task later, once the click has been dispatched).

let held = false;
let installed = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (held === value) return;
  held = value;
  for (const listener of listeners) listener();
};

function install() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => set(true), true);
  const release = () => setTimeout(() => set(false), 0);
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, release, true);
  window.addEventListener('blur', release);
}

const subscribe = (listener: () => void) => {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePointerHeld = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => held,
    () => false,
  );

/**
 * `value`, except while a pointer is held down: then the value it had when the press began. What a blur shows (a
 * field's error when the press lands on a button) waits for the release, so it moves nothing between the press and
 * the release, and the click is not lost.
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const pressed = usePointerHeld();
  const [steady, setSteady] = useState(value);
  if (!pressed && !Object.is(steady, value)) setSteady(value);
  return pressed ? steady : value;
}
