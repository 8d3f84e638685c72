/**
 * Writes a small MaxMind DB (the `.mmdb` format of GeoLite2, MaxMind DB spec 2.0) for tests: an IPv6 search tree
 * with IPv4 networks under ::/96, as GeoLite2 stores them, 24-bit records, and a data section of maps, strings and
 * unsigned integers. No writer for this format is published on npm, and the real database cannot be shipped.
 * Networks must not overlap.
 */
type Value = string | number | Value[] | { [key: string]: Value };

const TYPE = { string: 2, uint32: 6, map: 7, array: 11 } as const;

function controlBytes(type: number, size: number): Buffer {
  const extended = type > 7;
  const [sizeBits, extra] =
    size < 29
      ? [size, Buffer.alloc(0)]
      : size < 285
        ? [29, Buffer.from([size - 29])]
        : size < 65_821
          ? [30, Buffer.from([(size - 285) >> 8, (size - 285) & 0xff])]
          : [31, Buffer.from([(size - 65_821) >> 16, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff])];
  const first = Buffer.from([((extended ? 0 : type) << 5) | sizeBits]);
  return Buffer.concat([first, extended ? Buffer.from([type - 7]) : Buffer.alloc(0), extra]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([controlBytes(TYPE.string, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new Error(`not a uint32: ${value}`);
    const bytes: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return Buffer.concat([controlBytes(TYPE.uint32, bytes.length), Buffer.from(bytes)]);
  }
  if (Array.isArray(value)) return Buffer.concat([controlBytes(TYPE.array, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([
    controlBytes(TYPE.map, entries.length),
    ...entries.flatMap(([k, v]) => [encode(k), encode(v)]),
  ]);
}

/** The bits of an IPv4 network as it sits in an IPv6 tree: 96 zero bits, then the address. */
function networkBits(cidr: string): number[] {
  const [address = '', length = '32'] = cidr.split('/');
  const octets = address.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !(o >= 0 && o <= 255))) throw new Error(`not an IPv4 network: ${cidr}`);
  const bits = octets.flatMap((o) => Array.from({ length: 8 }, (_, i) => (o >> (7 - i)) & 1));
  return [...Array<number>(96).fill(0), ...bits.slice(0, Number(length))];
}

type Record = { node: number } | { data: number } | null;

export function writeMmdb(networks: { [cidr: string]: Value }, databaseType = 'GeoLite2-Country'): Buffer {
  const data: Buffer[] = [];
  const dataOffsets = new Map<string, number>();
  let dataSize = 0;
  const nodes: [Record, Record][] = [[null, null]];
  for (const [cidr, value] of Object.entries(networks)) {
    const key = JSON.stringify(value);
    let offset = dataOffsets.get(key);
    if (offset === undefined) {
      const bytes = encode(value);
      offset = dataSize;
      dataOffsets.set(key, offset);
      data.push(bytes);
      dataSize += bytes.length;
    }
    const bits = networkBits(cidr);
    let node = 0;
    bits.forEach((bit, depth) => {
      const records = nodes[node] as [Record, Record];
      if (depth === bits.length - 1) {
        records[bit] = { data: offset };
        return;
      }
      const next = records[bit];
      if (next && 'data' in next) throw new Error(`${cidr} overlaps another network`);
      if (next) node = next.node;
      else {
        nodes.push([null, null]);
        records[bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    });
  }
  const nodeCount = nodes.length;
  const recordValue = (r: Record) => (r === null ? nodeCount : 'node' in r ? r.node : nodeCount + 16 + r.data);
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], i) => {
    tree.writeUIntBE(recordValue(left), i * 6, 3);
    tree.writeUIntBE(recordValue(right), i * 6 + 3, 3);
  });
  const metadata = encode({
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: Math.floor(Date.now() / 1000),
    database_type: databaseType,
    description: { en: 'Talent Bridge test database' },
    ip_version: 6,
    languages: ['en'],
    node_count: nodeCount,
    record_size: 24,
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com', 'ascii'),
    metadata,
  ]);
}
