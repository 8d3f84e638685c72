import { rateLimitMigrations } from './rate-limiter.ts';
import { sessionMigrations } from './sessions.ts';

/**
 * The `platform` migration component: sessions, then rate limits (its steps are numbered across both lists, so
 * this order is the one every deployable applies). Each deployable that reads these tables migrates them itself:
 * in production the services start in any order, and the first one up creates them.
 */
export const platformMigrations = [...sessionMigrations, ...rateLimitMigrations];
