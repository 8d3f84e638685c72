import { IllegalStateError, NotFoundError } from '@tb/domain';
import type { CandidateLookup } from '@tb/platform';
import type { FastifyInstance } from 'fastify';

/** The admin named a candidate that may have been saved a moment ago: wait longer than a plain read would. */
const CATCH_UP_WAIT_MS = 30_000;

/**
 * The one live candidate with this name (trimmed, case-insensitive), for the portfolio uploader, which takes a
 * file and a candidate name. None or several is the admin's to resolve: nothing is attached.
 */
export async function candidateNamed(
  app: Pick<FastifyInstance, 'eventStore' | 'waitForProjections'>,
  lookup: CandidateLookup,
  name: string,
): Promise<string> {
  if (!name) throw new NotFoundError('candidate.noneNamed', { name });
  // A candidate saved a moment ago must be found: read once the read model has every stored event.
  const head = await app.eventStore.headPosition();
  const caughtUp = !head || (await app.waitForProjections(['candidates'], head, CATCH_UP_WAIT_MS));
  const ids = await lookup.named(name);
  if (ids.length === 0) {
    // Behind the log, 'nobody has this name' may be wrong: say so rather than refuse the file for good.
    if (!caughtUp) throw new IllegalStateError('candidate.listBehind');
    throw new NotFoundError('candidate.noneNamed', { name });
  }
  if (ids.length > 1) throw new IllegalStateError('candidate.severalNamed', { name });
  return ids[0] ?? '';
}
