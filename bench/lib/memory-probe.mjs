// Loaded into a bench server with `node --expose-gc --import bench/lib/memory-probe.mjs …`: on SIGUSR2 it collects
// garbage (twice, so that objects freed by finalisers go too) and writes process.memoryUsage() as JSON to the file
// MEMORY_PROBE_FILE names; with MEMORY_PROBE_SNAPSHOTS=<dir> it also writes a heap snapshot there each time (what the
// memory is made of: `node bench/lib/heap-diff.mjs <before> <after>`). Nothing else in the server changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
if (!file) throw new Error('MEMORY_PROBE_FILE is not set');
if (typeof globalThis.gc !== 'function') throw new Error('the memory probe needs --expose-gc');
process.on('SIGUSR2', () => {
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    const usage = process.memoryUsage();
    const dir = process.env.MEMORY_PROBE_SNAPSHOTS;
    if (dir) writeHeapSnapshot(path.join(dir, `${process.pid}-${Date.now()}.heapsnapshot`));
    writeFileSync(file, JSON.stringify(usage));
  });
});
