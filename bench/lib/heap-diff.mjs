// What grew between two heap snapshots (`node:v8` writeHeapSnapshot): retained-by-nobody accounting is out of scope;
// this sums each object's own size by constructor (or type) name and prints the largest differences.
//
//   node bench/lib/heap-diff.mjs <before.heapsnapshot> <after.heapsnapshot> [count=1000]
import { readFileSync } from 'node:fs';

function byName(file) {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8'));
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const sums = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    const name = type === 'object' || type === 'closure' ? strings[nodes[i + nameAt]] : `(${type})`;
    const key = type === 'closure' ? `${name}()` : name;
    const entry = sums.get(key) ?? { size: 0, count: 0 };
    entry.size += nodes[i + sizeAt];
    entry.count += 1;
    sums.set(key, entry);
  }
  return sums;
}

const [before, after, per = '1000'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: node bench/lib/heap-diff.mjs <before> <after> [sockets]');
const a = byName(before);
const b = byName(after);
const rows = [...b.entries()]
  .map(([name, { size, count }]) => ({
    name,
    size: size - (a.get(name)?.size ?? 0),
    count: count - (a.get(name)?.count ?? 0),
  }))
  .sort((x, y) => y.size - x.size);
const total = rows.reduce((s, r) => s + r.size, 0);
console.log(
  `heap grew by ${(total / 1024 / 1024).toFixed(2)} MB; per socket (of ${per}): ${Math.round(total / Number(per))} bytes`,
);
for (const r of rows.slice(0, 25)) {
  console.log(`${(r.size / 1024).toFixed(0).padStart(8)} KB ${String(r.count).padStart(7)} objects  ${r.name}`);
}
