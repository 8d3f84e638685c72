// Small binary files built in memory for tests: no fixture needed to exercise the format checks.

/** A ZIP archive holding empty files stored without compression. */
export function storedZip(names: string[]): Uint8Array {
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const nameBytes = [...Buffer.from(name)];
    const offset = local.length;
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0));
    local.push(...u16(nameBytes.length), ...u16(0), ...nameBytes);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0));
    central.push(...u32(0), ...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0));
    central.push(...u32(offset), ...nameBytes);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return new Uint8Array([...local, ...central, ...end]);
}

/**
 * A minimal OLE2 compound file (512-byte sectors): sector 0 holds the FAT, sector 1 the directory, and each
 * stream gets one sector of its own from sector 2 on.
 */
export function oleFile(streams: { name: string; data?: Uint8Array }[]): Uint8Array {
  const out = new Uint8Array(512 * (3 + streams.length));
  const view = new DataView(out.buffer);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true);
  view.setUint32(0x30, 1, true);
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, 0xfffffffe, true);
  view.setUint32(0x44, 0xfffffffe, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : 0xffffffff, true);
  for (let i = 0; i < 128; i++) view.setUint32(512 + i * 4, 0xffffffff, true);
  view.setUint32(512, 0xfffffffd, true);
  view.setUint32(516, 0xfffffffe, true);
  const entry = (n: number, name: string, type: number, start: number, size: number) => {
    const at = 1024 + n * 128;
    for (let c = 0; c < name.length; c++) view.setUint16(at + c * 2, name.charCodeAt(c), true);
    view.setUint16(at + 0x40, (name.length + 1) * 2, true);
    out[at + 0x42] = type;
    view.setUint32(at + 0x74, start, true);
    view.setUint32(at + 0x78, size, true);
  };
  entry(0, 'Root Entry', 5, 0xfffffffe, 0);
  streams.forEach((stream, i) => {
    entry(i + 1, stream.name, 2, 2 + i, 4096);
    view.setUint32(512 + (2 + i) * 4, 0xfffffffe, true);
    if (stream.data) out.set(stream.data, 512 * (3 + i));
  });
  return out;
}

/** The start of a Word 97 FIB: wIdent 0xA5EC, and the flags word with fEncrypted (0x0100) when asked. */
export const fib = (encrypted: boolean) =>
  new Uint8Array([0xec, 0xa5, 0xc1, 0x00, 0, 0, 0, 0, 0, 0, 0, encrypted ? 0x01 : 0x00]);
