import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code of `text` drawn as SVG squares (no canvas, no inline markup: the page's CSP stays strict). The
 * encoding is qrcode-generator's (MIT, no dependencies); error correction M, the smallest version that fits.
 */
export function QrCode({ text, size = 200, label }: { text: string; size?: number; label: string }) {
  const cells = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) dark.push(`M${col} ${row}h1v1h-1z`);
    }
    return { count, path: dark.join('') };
  }, [text]);
  // Four modules of quiet zone around the code, as scanners expect.
  const view = cells.count + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-4 -4 ${view} ${view}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect x={-4} y={-4} width={view} height={view} fill="#fff" />
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
