import { rateLimitMigrations } from './rate-limiter.ts';
import { sessionMigrations } from './sessions.ts';

/**
 * Under which skeleton version the usernames reserved before look-alike skeletons were had theirs reserved too
 * (command-api's `adoptUsernameSkeletons`, once per version). Idempotent: stores from before this was a migration
 * already have the table (the command API created it at start-up), with or without its `version` column.
 */
const usernameSkeletonMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.username_skeletons_adopted (done boolean PRIMARY KEY);
   ALTER TABLE platform.username_skeletons_adopted ADD COLUMN IF NOT EXISTS version int NOT NULL DEFAULT 1;`,
];

/**
 * The `platform` migration component: sessions, rate limits, then the username skeletons' adoption (its steps are
 * numbered across the lists, so this order is the one every deployable applies). Each deployable that reads these
 * tables migrates them itself: in production the services start in any order, and the first one up creates them.
 */
export const platformMigrations = [...sessionMigrations, ...rateLimitMigrations, ...usernameSkeletonMigrations];
