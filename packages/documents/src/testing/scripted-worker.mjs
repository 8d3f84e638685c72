// A parser for the pool's own tests: each task says how long to keep the parser busy (a spin, as a
// pathological document does), blocked without using the CPU (`sleepMs`, as a parser that gets no core on a
// loaded machine), growing its heap without end (`growHeap`), killed (`killedFromOutside`) or left large
// (`keepMb`), and what to answer (`reportPid`: with the parser's process id), so queueing, fairness and budgets are checked without depending on how fast
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
  // As the system's out-of-memory killer or an operator would.
  if (task.killedFromOutside) process.kill(process.pid, 'SIGKILL');
  // Memory a document leaves its parser holding, resident.
  if (task.keepMb) globalThis.kept = Buffer.alloc(task.keepMb * 2 ** 20, 1);
  return { ok: true, result: task.reportPid ? { label: task.label, pid: process.pid } : { label: task.label } };
});
