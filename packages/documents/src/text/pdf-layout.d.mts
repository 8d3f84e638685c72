/** Types of `pdf-layout.mjs`, which the parser thread imports as plain JavaScript. */
export interface PdfTextItem {
  str: string;
  width?: number;
  height?: number;
  transform: number[];
}

export function layoutPageText(
  content: { items: PdfTextItem[] },
  viewport: { convertToViewportPoint(x: number, y: number): number[] },
): string;
