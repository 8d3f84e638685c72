// A step another package would bring (see runInDocumentThread), for the pool's tests: it echoes, throws, spins
// or fills buffers as its input says.
export async function runInThread({ echo, fail, spinMs, allocMb }) {
  if (fail) throw new Error(fail);
  const until = Date.now() + (spinMs ?? 0);
  const held = [];
  while (Date.now() < until || held.length < (allocMb ?? 0)) {
    if (held.length < (allocMb ?? 0)) held.push(new Uint8Array(2 ** 20).fill(1));
  }
  return { echo, threadHeld: held.length };
}
