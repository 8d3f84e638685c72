import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, InfoSignIcon, TickCircleIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';

/**
 * Notifications (spec section 4): one at a time, a new one replaces the previous, shown for 5000 ms unless a
 * timeout is given (the development-mode verification code stays 10000 ms).
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

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 1, className: 'tb-toaster' });
  return toaster;
}

function show(kind: Kind, input: ToastInput): void {
  void getToaster().then((t) => {
    t.clear();
    t.show({
      intent: style[kind].intent,
      icon: style[kind].icon,
      timeout: input.timeout ?? TOAST_TIMEOUT_MS,
      className: `tb-toast tb-toast--${kind}`,
      message: (
        <div role={kind === 'error' ? 'alert' : 'status'}>
          <strong className="tb-toast__title">{input.title}</strong>
          {input.description && <div className="tb-toast__description">{input.description}</div>}
        </div>
      ),
    });
  });
}

export const toast = {
  success: (input: ToastInput) => show('success', input),
  error: (input: ToastInput) => show('error', input),
  info: (input: ToastInput) => show('info', input),
};
