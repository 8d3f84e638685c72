// A parser for the pool's own tests: each task says how long to keep the parser busy (a spin, as a
// pathological document does), blocked without using the CPU (`sleepMs`, as a parser that gets no core on a
// loaded machine) or growing its heap without end (`growHeap`), and what to answer, so queueing, fairness and budgets are checked without depending on how fast
// a real parser is.
import { answerTasks } from '../text/parser-channel.mjs';

answerTasks(async (task) => {
  const until = Date.now() + task.spinMs;
  while (Date.now() < until) {
    // busy, like a parser on a hostile file
  }
  if (task.sleepMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.sleepMs);
  // An array that grows past the heap limit: V8 cannot fit its next backing store and ends the whole process.
  // In a worker thread with a heap limit this ended the server too (measured on Node 24).
  if (task.growHeap) {
    const kept = [];
    for (;;) kept.push(kept.length * 1.5);
  }
  return { ok: true, result: { label: task.label } };
});
