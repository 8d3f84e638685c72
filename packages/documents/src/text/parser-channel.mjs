// The parser process's side of the pool's channel (worker-pool.ts, parser-process.ts): tasks come in as
// `{ id, task }` over IPC, each answer goes back with its id, and `{ ready: true }` says the parser is ready
// (the pool counts a document's budget from then on).
import { Worker } from 'node:worker_threads';

/**
 * A parser whose server died (`kill -9`, a crash) is re-parented and would go on with a hostile document for
 * minutes, unlimited: an outside attack saw one run 2 min 49 s and grow to 465 MB. Its main thread is busy, so a
 * small thread beside it watches the parent and kills the process once the parent has changed.
 */
function dieWithTheServer() {
  const watch = `
    const { workerData } = require('node:worker_threads');
    setInterval(() => {
      if (process.ppid !== workerData.server) process.kill(process.pid, 'SIGKILL');
    }, 250);
  `;
  new Worker(watch, { eval: true, workerData: { server: process.ppid } }).unref();
}

/**
 * Answers every task with `handle(task)` (`{ ok, result }` or `{ ok: false, error }`). `warmUp` runs first, before
 * the parser says it is ready: what a parser builds on first use (skill tries, compiled patterns) is its start-up,
 * not the first document's budget (a first document on a fresh parser used a second of CPU for it and, on a loaded
 * machine, was stopped as if it hogged its parser).
 */
export function answerTasks(handle, warmUp = () => undefined) {
  dieWithTheServer();
  process.on('message', async ({ id, task }) => {
    const answer = await handle(task);
    process.send?.({ id, ...answer });
  });
  // The server went away (stopped, or died): a parser has no one left to answer.
  process.on('disconnect', () => process.exit(0));
  // Synchronous: tasks sent meanwhile wait in the channel until it is done.
  warmUp();
  process.send?.({ ready: true });
}
