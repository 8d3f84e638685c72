// A parser thread for the pool's own tests: each task says how long to keep the thread busy (a spin, as a
// pathological document does) or blocked without using the CPU (`sleepMs`, as a thread that gets no core on a
// loaded machine), and what to answer, so queueing, fairness and budgets are checked without depending on how fast
// a real parser is.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, task }) => {
  const until = Date.now() + task.spinMs;
  while (Date.now() < until) {
    // busy, like a parser on a hostile file
  }
  if (task.sleepMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.sleepMs);
  parentPort.postMessage({ id, ok: true, result: { label: task.label } });
});

parentPort.postMessage({ ready: true });
