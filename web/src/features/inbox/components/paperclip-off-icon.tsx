import { useId } from 'react';

/** Blueprint's 16 px paperclip (`@blueprintjs/icons`, `paperclip`), which has no crossed-out variant. */
const PAPERCLIP =
  'M14.68 2.31A4.54 4.54 0 0 0 11.46.99c-1.15 0-2.31.44-3.19 1.32L.95 9.63c-.63.63-.95 1.46-.95 2.28a3.21 3.21 0 0 0 3.23 3.22c.83 0 1.66-.31 2.3-.95l7.31-7.32c.76-.77.76-1.98.01-2.73s-1.99-.76-2.75 0l-6.07 6.08c-.24.25-.24.65.01.9s.65.25.91.01l6.07-6.08c.25-.25.67-.25.91-.01.25.25.25.67 0 .92l-7.31 7.32c-.75.75-2.04.74-2.76.01-.75-.75-.73-2.02.01-2.76L9.2 3.21c1.24-1.24 3.35-1.26 4.58-.03 1.24 1.24 1.24 3.36 0 4.6l-7.12 7.13c-.24.25-.24.64.01.88.24.24.63.24.88.01v.01l7.13-7.13A4.4 4.4 0 0 0 16 5.51c0-1.16-.44-2.32-1.32-3.2';

/**
 * A paperclip struck through: an attachment that is not here (left in the mailbox). Drawn like Blueprint's icons
 * (16 px, `currentColor`, the `bp6-icon` box) so it lines up with the kept attachments' paperclips.
 */
export function PaperclipOffIcon() {
  const mask = useId();
  return (
    <span className="bp6-icon bp6-icon-standard tb-inbox__not-kept-icon">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon="paperclip-off">
        <mask id={mask}>
          <rect width="16" height="16" fill="#fff" />
          <path d="M1 1l14 14" stroke="#000" strokeWidth="3.6" />
        </mask>
        <path d={PAPERCLIP} fill="currentColor" fillRule="evenodd" mask={`url(#${mask})`} />
        <path d="M1.5 1.5l13 13" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
    </span>
  );
}
