import { type CommandMetadata, reservationDecider, reservationStream } from '@tb/domain';
import type { EventStore, Position } from '@tb/event-store';
import { handleCommand, inTransaction, type Pool } from '@tb/platform';
import unhomoglyph from 'unhomoglyph';

/** Characters that show nothing (Unicode's Default_Ignorable_Code_Point: fillers, joiners, soft hyphen…). */
const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of a username (Unicode TR39 section 4: NFD, each character to its prototype from
 * confusables.txt, NFD again), of its lower case, since usernames already compare case-insensitively. Two
 * usernames with one skeleton look alike ('pаypal' with a Cyrillic а, 'rnary' and 'mary'), so only the first is
 * accepted. Before it, NFKC folds compatibility forms confusables.txt leaves alone (fullwidth 'ａｄｍｉｎ',
 * mathematical letters) and characters that show nothing are dropped (a Hangul filler in front of or after
 * 'admin'; the contracts refuse them in new usernames, this keeps older ones from matching nothing). The mapping
 * is `unhomoglyph`'s, generated from TR39's confusables.txt (nodeca, MIT): a maintained copy of the data the
 * algorithm needs, which we would otherwise have to vendor and update.
 */
export const usernameSkeleton = (username: string): string =>
  unhomoglyph(username.normalize('NFKC').replace(DEFAULT_IGNORABLE, '').trim().toLowerCase().normalize('NFD'))
    .normalize('NFD')
    .toLowerCase();

/** Raised when usernameSkeleton changes: the start-up adoption then reserves every username's new skeleton. */
const SKELETON_VERSION = 2;

/** Claims the username's skeleton for `userId` (the reservation stream lets only one user hold it). */
export function reserveSkeleton(
  store: EventStore,
  username: string,
  userId: string,
  metadata: CommandMetadata,
  type: 'ReserveValue' | 'ReleaseValue' = 'ReserveValue',
) {
  const value = usernameSkeleton(username);
  return handleCommand(store, reservationDecider, reservationStream('username-skeleton', value), {
    type,
    data: { kind: 'username-skeleton', value, userId },
    metadata,
  });
}

/**
 * Once per database and skeleton version: the usernames reserved before skeletons were, or before the skeleton
 * changed (their `ValueReserved` events, released ones left out), get their skeleton reserved too, so a
 * look-alike of an older account is refused as well.
 */
export async function adoptUsernameSkeletons(pool: Pool, store: EventStore): Promise<void> {
  // platform.username_skeletons_adopted is created by the `platform` migrations (platformMigrations), run first.
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('username_skeletons_adopt'))`);
    const adopted = await client.query('SELECT 1 FROM platform.username_skeletons_adopted WHERE version >= $1', [
      SKELETON_VERSION,
    ]);
    if (adopted.rows.length > 0) return;
    const holders = new Map<string, string>();
    let after: Position | undefined;
    for (;;) {
      const page = await store.readAll(after ? { after, limit: 1000 } : { limit: 1000 });
      if (page.length === 0) break;
      after = page.at(-1)?.position;
      for (const event of page) {
        const data = event.data as { kind?: string; value?: string; userId?: string };
        if (data.kind !== 'username' || typeof data.value !== 'string' || typeof data.userId !== 'string') continue;
        if (event.type === 'ValueReserved') holders.set(data.value, data.userId);
        if (event.type === 'ValueReleased' && holders.get(data.value) === data.userId) holders.delete(data.value);
      }
    }
    const metadata: CommandMetadata = { actorId: 'system', now: new Date().toISOString() };
    for (const [username, userId] of holders) {
      // Two older look-alikes both stay: the first keeps the skeleton, the second keeps its account.
      await reserveSkeleton(store, username, userId, metadata).catch(() => {});
    }
    await client.query(
      `INSERT INTO platform.username_skeletons_adopted (done, version) VALUES (true, $1)
       ON CONFLICT (done) DO UPDATE SET version = excluded.version`,
      [SKELETON_VERSION],
    );
  });
}
