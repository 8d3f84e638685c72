import { Button } from '@blueprintjs/core';

interface AuthSubmitButtonProps {
  /** The request is in flight: the button shows `busyLabel`. */
  busy: boolean;
  /** Disabled while busy unless the form says otherwise (the reset form also waits for its code). */
  disabled?: boolean;
  label: string;
  busyLabel: string;
}

/**
 * The submit button of the sign-in screens. `data-tb-busy-label` is what the early script
 * (app/early/capture-early-actions.ts) shows on a form it holds before the app runs, so a held form and a live one
 * say the same thing; keeping it here keeps that contract in one place.
 */
export function AuthSubmitButton({ busy, disabled = busy, label, busyLabel }: AuthSubmitButtonProps) {
  return (
    <Button type="submit" intent="primary" size="large" fill disabled={disabled} data-tb-busy-label={busyLabel}>
      {busy ? busyLabel : label}
    </Button>
  );
}
