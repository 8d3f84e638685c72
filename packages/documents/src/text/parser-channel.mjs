// The parser process's side of the pool's channel (worker-pool.ts, parser-process.ts): tasks come in as
// `{ id, task }` over IPC, each answer goes back with its id, and `{ ready: true }` says the libraries are loaded
// (the pool counts a document's budget from then on).

/** Answers every task with `handle(task)` (`{ ok, result }` or `{ ok: false, error }`), then says it is ready. */
export function answerTasks(handle) {
  process.on('message', async ({ id, task }) => {
    const answer = await handle(task);
    process.send?.({ id, ...answer });
  });
  // The server went away (stopped, or died): a parser has no one left to answer.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}
