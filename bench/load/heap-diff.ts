import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fmt, printTable } from '../lib/stats.ts';

/**
 * `node bench/load/heap-diff.ts before.heapsnapshot after.heapsnapshot [--top 40] [--retainers NAME …]`:
 * compares two heap snapshots of the same process (e.g. from `npm run load -- --heap-snapshots 60,240`) by
 * object kind (node type and constructor / function name; strings, code and numbers by type only): count and
 * self size in each, sorted by growth. With `--retainers NAME` (a kind as printed, e.g. `object:Timeout` or
 * `closure:onAbort`), prints the retaining paths of a few objects of that kind that are new in the second
 * snapshot (node ids are stable within one process), to see what holds them. With `--retained NAME` (e.g.
 * `object:AggregateCache`), prints in both snapshots what the objects of that kind retain (what only they
 * keep alive: count and self size). Also lists the objects of the second snapshot that are new since the
 * first. Snapshots of a few hundred MB need `NODE_OPTIONS=--max-old-space-size=8192`.
 */
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '40' },
    retainers: { type: 'string', multiple: true, default: [] },
    samples: { type: 'string', default: '5' },
    depth: { type: 'string', default: '12' },
    retained: { type: 'string', multiple: true, default: [] },
  },
});

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Node types whose name is their content or says nothing about who made them. */
const BY_TYPE_ONLY = new Set(['string', 'concatenated string', 'sliced string', 'number', 'code', 'bigint']);

class Heap {
  readonly nodeFields: number;
  readonly edgeFields: number;
  readonly types: string[];
  readonly edgeTypes: string[];
  readonly firstEdge: Uint32Array;
  private readonly f: Record<string, number>;
  private readonly e: Record<string, number>;
  readonly raw: Snapshot;

  constructor(raw: Snapshot) {
    this.raw = raw;
    const meta = raw.snapshot.meta;
    this.nodeFields = meta.node_fields.length;
    this.edgeFields = meta.edge_fields.length;
    this.types = meta.node_types[0];
    this.edgeTypes = meta.edge_types[0];
    this.f = Object.fromEntries(meta.node_fields.map((name, i) => [name, i]));
    this.e = Object.fromEntries(meta.edge_fields.map((name, i) => [name, i]));
    const count = raw.nodes.length / this.nodeFields;
    this.firstEdge = new Uint32Array(count + 1);
    for (let i = 0, edge = 0; i < count; i++) {
      this.firstEdge[i] = edge;
      edge += (raw.nodes[i * this.nodeFields + (this.f.edge_count ?? 4)] ?? 0) * this.edgeFields;
    }
    this.firstEdge[count] = raw.edges.length;
  }

  get count() {
    return this.raw.nodes.length / this.nodeFields;
  }
  field(node: number, name: string) {
    return this.raw.nodes[node * this.nodeFields + (this.f[name] ?? 0)] ?? 0;
  }
  type(node: number) {
    return this.types[this.field(node, 'type')] ?? '?';
  }
  name(node: number) {
    return this.raw.strings[this.field(node, 'name')] ?? '';
  }
  kind(node: number) {
    const type = this.type(node);
    if (BY_TYPE_ONLY.has(type)) return type;
    const name = this.name(node);
    return `${type}:${name.length > 60 ? `${name.slice(0, 60)}…` : name}`;
  }
  /** What only `target` keeps alive: reachable from it, not reachable from the root without passing it. */
  retained(target: number): { count: number; size: number } {
    const reach = (from: number, blocked: number) => {
      const seen = new Uint8Array(this.count);
      const stack = [from];
      seen[from] = 1;
      while (stack.length > 0) {
        const node = stack.pop() as number;
        this.edges(node, (type, _name, to) => {
          if (type === 'weak' || to === blocked || seen[to]) return;
          seen[to] = 1;
          stack.push(to);
        });
      }
      return seen;
    };
    const fromRoot = reach(0, target);
    const fromTarget = reach(target, -1);
    let count = 0;
    let size = 0;
    for (let node = 0; node < this.count; node++)
      if (fromTarget[node] && !fromRoot[node]) {
        count += 1;
        size += this.field(node, 'self_size');
      }
    return { count, size };
  }
  /** Calls `visit(edgeType, edgeName, toNode)` for each outgoing edge of `node`. */
  edges(node: number, visit: (type: string, name: string, to: number) => void) {
    const { edges, strings } = this.raw;
    for (let i = this.firstEdge[node] ?? 0; i < (this.firstEdge[node + 1] ?? 0); i += this.edgeFields) {
      const type = this.edgeTypes[edges[i + (this.e.type ?? 0)] ?? 0] ?? '?';
      const nameOrIndex = edges[i + (this.e.name_or_index ?? 1)] ?? 0;
      const name = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : (strings[nameOrIndex] ?? '');
      visit(type, name, (edges[i + (this.e.to_node ?? 2)] ?? 0) / this.nodeFields);
    }
  }
}

function load(path: string) {
  console.error(`reading ${path}`);
  return new Heap(JSON.parse(readFileSync(path, 'utf8')) as Snapshot);
}

function totals(heap: Heap) {
  const byKind = new Map<string, { count: number; size: number }>();
  for (let node = 0; node < heap.count; node++) {
    const kind = heap.kind(node);
    const entry = byKind.get(kind) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += heap.field(node, 'self_size');
    byKind.set(kind, entry);
  }
  return byKind;
}

const [beforePath, afterPath] = positionals;
if (!beforePath || !afterPath) throw new Error('usage: heap-diff.ts before.heapsnapshot after.heapsnapshot');
const before = load(beforePath);
const beforeIds = new Set<number>();
for (let node = 0; node < before.count; node++) beforeIds.add(before.field(node, 'id'));
const beforeTotals = totals(before);
const after = load(afterPath);
const afterTotals = totals(after);

const rows = [...new Set([...beforeTotals.keys(), ...afterTotals.keys()])].map((kind) => {
  const a = beforeTotals.get(kind) ?? { count: 0, size: 0 };
  const b = afterTotals.get(kind) ?? { count: 0, size: 0 };
  return { kind, a, b, dCount: b.count - a.count, dSize: b.size - a.size };
});
const sum = (list: { size: number }[]) => list.reduce((s, x) => s + x.size, 0);
console.log(
  `${fmt(before.count)} → ${fmt(after.count)} nodes, self size ${fmt(sum([...beforeTotals.values()]) / 2 ** 20, 1)} → ` +
    `${fmt(sum([...afterTotals.values()]) / 2 ** 20, 1)} MB`,
);
const top = Number(flags.top);
const table = (title: string, sorted: typeof rows) =>
  printTable(
    [title, 'count before', 'count after', 'Δ count', 'KB before', 'KB after', 'Δ KB'],
    sorted
      .slice(0, top)
      .map(({ kind, a, b, dCount, dSize }) => [
        kind,
        fmt(a.count),
        fmt(b.count),
        fmt(dCount),
        fmt(a.size / 1024),
        fmt(b.size / 1024),
        fmt(dSize / 1024),
      ]),
  );
table(
  'grew most (self size)',
  [...rows].sort((x, y) => y.dSize - x.dSize),
);
console.log();
table(
  'grew most (count)',
  [...rows].sort((x, y) => y.dCount - x.dCount),
);

// Objects of the second snapshot that did not exist in the first (ids are stable within one process): what
// was allocated in between and is still retained, whatever the net counts say.
const fresh = new Map<string, { count: number; size: number }>();
for (let node = 0; node < after.count; node++) {
  if (beforeIds.has(after.field(node, 'id'))) continue;
  const kind = after.kind(node);
  const entry = fresh.get(kind) ?? { count: 0, size: 0 };
  entry.count += 1;
  entry.size += after.field(node, 'self_size');
  fresh.set(kind, entry);
}
console.log(
  `\nnew since the first snapshot and still retained: ${fmt([...fresh.values()].reduce((n, e) => n + e.count, 0))} ` +
    `objects, ${fmt(sum([...fresh.values()]) / 1024)} KB`,
);
printTable(
  ['new objects', 'count', 'KB'],
  [...fresh]
    .sort((x, y) => y[1].size - x[1].size)
    .slice(0, top)
    .map(([kind, e]) => [kind, fmt(e.count), fmt(e.size / 1024)]),
);

for (const kind of flags.retained ?? []) {
  for (const [label, heap] of [
    ['before', before],
    ['after', after],
  ] as const) {
    let shown = 0;
    for (let node = 0; node < heap.count && shown < 5; node++) {
      if (heap.kind(node) !== kind) continue;
      shown += 1;
      const { count, size } = heap.retained(node);
      console.log(`${label}: ${kind}#${heap.field(node, 'id')} retains ${fmt(count)} objects, ${fmt(size / 1024)} KB`);
    }
    if (shown === 0) console.log(`${label}: no ${kind}`);
  }
}

const wanted = flags.retainers ?? [];
if (wanted.length > 0) {
  // Reverse edges of the second snapshot, without weak ones (they do not retain).
  const retainers = new Map<number, { from: number; type: string; name: string }[]>();
  for (let node = 0; node < after.count; node++)
    after.edges(node, (type, name, to) => {
      if (type === 'weak') return;
      const list = retainers.get(to) ?? [];
      if (list.length < 8) list.push({ from: node, type, name });
      retainers.set(to, list);
    });
  const depth = Number(flags.depth);
  for (const kind of wanted) {
    const fresh: number[] = [];
    for (let node = 0; node < after.count && fresh.length < Number(flags.samples); node++)
      if (after.kind(node) === kind && !beforeIds.has(after.field(node, 'id'))) fresh.push(node);
    console.log(`\n${kind}: ${fresh.length} new objects sampled`);
    for (const node of fresh) {
      // One retaining path: breadth-first up the retainers to a GC root, (synthetic) nodes are roots.
      const seen = new Map<number, { next: number; via: string }>();
      const queue = [node];
      seen.set(node, { next: -1, via: '' });
      let root = -1;
      while (queue.length > 0 && root < 0) {
        const current = queue.shift() as number;
        if (after.type(current) === 'synthetic') {
          root = current;
          break;
        }
        for (const { from, type, name } of retainers.get(current) ?? []) {
          if (seen.has(from)) continue;
          seen.set(from, { next: current, via: `${type === 'element' ? '' : '.'}${name}` });
          queue.push(from);
        }
      }
      // Printed from the object up towards the root (the `depth` nearest holders).
      const chain: string[] = [];
      for (let at = root; at >= 0; ) {
        const step = seen.get(at);
        chain.push(`${after.kind(at)}#${after.field(at, 'id')}`);
        if (!step || step.next < 0) break;
        chain.push(`  <--${step.via}--`);
        at = step.next;
      }
      const path = chain.reverse().slice(0, depth * 2 + 1);
      console.log(
        root < 0
          ? '  (no path to a root found)'
          : `  ${path.join('\n  ')}${chain.length > path.length ? '\n  …' : ''}\n`,
      );
    }
  }
}
