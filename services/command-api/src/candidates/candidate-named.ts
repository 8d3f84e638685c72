import { IllegalStateError, NotFoundError } from '@tb/domain';
import type { CandidateLookup } from '@tb/platform';
import { localizeMessage } from '@tb/platform';
import type { CommandContext } from '../http/context.ts';

const NONE = 'No candidate is named "{name}".';
const SEVERAL = 'Several candidates are named "{name}". Open the candidate and upload the portfolio there.';
const BEHIND = 'The candidate list is still being updated. Please try again in a moment.';
/** The admin named a candidate that may have been saved a moment ago: wait longer than a plain read would. */
const CATCH_UP_WAIT_MS = 30_000;

const both = (en: string, name: string) => ({
  en: en.replace('{name}', name),
  zh: localizeMessage(en, 'zh').replace('{name}', name),
});

/**
 * The one live candidate with this name (trimmed, case-insensitive), for the portfolio uploader, which takes a
 * file and a candidate name. None or several is the admin's to resolve: nothing is attached.
 */
export async function candidateNamed(
  ctx: Pick<CommandContext, 'store' | 'waitForProjections'>,
  lookup: CandidateLookup,
  name: string,
): Promise<string> {
  if (!name) throw new NotFoundError(both(NONE, name));
  // A candidate saved a moment ago must be found: read once the read model has every stored event.
  const head = await ctx.store.headPosition();
  const caughtUp = !head || (await ctx.waitForProjections(['candidates'], head, CATCH_UP_WAIT_MS));
  const ids = await lookup.named(name);
  if (ids.length === 0) {
    // Behind the log, 'nobody has this name' may be wrong: say so rather than refuse the file for good.
    if (!caughtUp) throw new IllegalStateError(both(BEHIND, name));
    throw new NotFoundError(both(NONE, name));
  }
  if (ids.length > 1) throw new IllegalStateError(both(SEVERAL, name));
  return ids[0] ?? '';
}
