// Edit mode (decision 36): an admin's "Edit page" switch shows every page text's pencil, outlined;
// off, pages look exactly as visitors see them. The switch stays as set while the tab is open, from
// page to page.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'edit-mode';

let editing = readStored();
const listeners = new Set<() => void>();

function readStored(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    // Storage refused (a private window's settings): the switch starts off.
    return false;
  }
}

const publish = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setEditMode(on: boolean): void {
  editing = on;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Kept for this page only.
  }
  publish();
}

/** Whether the admin has switched edit mode on; off on the server and while hydrating. */
export function useEditMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => editing,
    () => false,
  );
}
