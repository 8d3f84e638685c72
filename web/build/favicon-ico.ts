import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin, ResolvedConfig } from 'vite';

/** The sizes Windows, browsers without SVG icons and crawlers pick from. */
const SIZES = [16, 32, 48];

/**
 * Writes `favicon.ico` beside `favicon.svg` in the build: browsers ask for /favicon.ico whatever the page links
 * (a JSON answer or an uploaded file opened in a tab, Safari before SVG icons), and so do crawlers and link
 * previewers, many of which read no SVG. Drawn from public/favicon.svg at each size, so the two never differ.
 * resvg (a Rust SVG renderer, prebuilt per platform) draws it: rasterizing SVG is not code to write here.
 */
export function faviconIco(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tb-favicon-ico',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle() {
      const svg = readFileSync(join(config.publicDir, 'favicon.svg'));
      const images = SIZES.map((size) => ({
        size,
        png: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
      }));
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoOf(images) });
    },
  };
}

/**
 * An ICO file holding PNG images (the format since Windows Vista, read by every browser): a 6-byte header, a
 * 16-byte entry per image (size, colour depth, length, offset), then the PNGs.
 */
export function icoOf(images: { size: number; png: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    // 0 stands for 256 pixels.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}
