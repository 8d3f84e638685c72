import { Classes, Intent, Toast } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, TickCircleIcon } from '@blueprintjs/icons';
import { type ReactElement, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/**
 * Notifications: one at a time, a new one replaces the previous at once, shown for 5000 ms from
 * its own appearance unless a timeout is given (the development-mode verification code stays 10000 ms); hovering
 * it pauses the timer, the close button dismisses it.
 *
 * Blueprint's OverlayToaster is not used: while a replaced toast leaves, its exit animation lands on the new
 * toast's element (all its toasts share one transition ref), so the new message faded out while the old one
 * stayed. Here exactly one toast element exists, keyed by its id: a replacement is a fresh Toast with a fresh timer.
 */
export const TOAST_TIMEOUT_MS = 5000;
export const LONG_TOAST_TIMEOUT_MS = 10000;

export interface ToastInput {
  title: string;
  description?: string;
  timeout?: number;
}

type Kind = 'success' | 'error' | 'info';

const style: Record<Kind, { intent: Intent; icon: ReactElement }> = {
  success: { intent: Intent.SUCCESS, icon: <TickCircleIcon /> },
  error: { intent: Intent.DANGER, icon: <ErrorIcon /> },
  info: { intent: Intent.PRIMARY, icon: <InfoSignIcon /> },
};

interface Shown {
  id: number;
  kind: Kind;
  input: ToastInput;
}

let current: Shown | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function setCurrent(shown: Shown | null): void {
  current = shown;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ToastHost() {
  const shown = useSyncExternalStore(subscribe, () => current);
  return (
    <div
      className={`${Classes.TOAST_CONTAINER} ${Classes.TOAST_CONTAINER}-top ${Classes.TOAST_CONTAINER}-in-portal tb-toaster`}
    >
      {shown && (
        <Toast
          key={shown.id}
          intent={style[shown.kind].intent}
          icon={style[shown.kind].icon}
          timeout={shown.input.timeout ?? TOAST_TIMEOUT_MS}
          className={`tb-toast tb-toast--${shown.kind}`}
          onDismiss={() => {
            if (current?.id === shown.id) setCurrent(null);
          }}
          message={
            <div role={shown.kind === 'error' ? 'alert' : 'status'}>
              <strong className="tb-toast__title">{shown.input.title}</strong>
              {shown.input.description && <div className="tb-toast__description">{shown.input.description}</div>}
            </div>
          }
        />
      )}
    </div>
  );
}

let mounted = false;

function show(kind: Kind, input: ToastInput): void {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    document.body.appendChild(host);
    createRoot(host).render(<ToastHost />);
  }
  nextId += 1;
  setCurrent({ id: nextId, kind, input });
}

/** A toast kept for the page that a full page load brings (sign-in, sign-out), shown once there. */
const PENDING_KEY = 'talentbridge.pendingToast';

function showAfterReload(kind: Kind, input: ToastInput): void {
  writeStored(PENDING_KEY, JSON.stringify({ kind, input }), 'session');
}

/** Shows the toast the page before the load left, if any (once). */
export function showPendingToast(): void {
  const raw = readStored(PENDING_KEY, 'session');
  if (!raw) return;
  removeStored(PENDING_KEY, 'session');
  try {
    const { kind, input } = JSON.parse(raw) as { kind: Kind; input: ToastInput };
    if (kind in style && typeof input?.title === 'string') show(kind, input);
  } catch {
    // A damaged entry is dropped: a lost notice, never a broken page.
  }
}

export const toast = {
  success: (input: ToastInput) => show('success', input),
  error: (input: ToastInput) => show('error', input),
  info: (input: ToastInput) => show('info', input),
  /** A success notice for the next page: the full page load that follows would replace it at once. */
  successAfterReload: (input: ToastInput) => showAfterReload('success', input),
};
