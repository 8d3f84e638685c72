/**
 * localStorage / sessionStorage that never throws: private modes and disabled storage must not break the app,
 * they only lose the remembered value.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value is simply not remembered.
  }
}

export function removeStored(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
