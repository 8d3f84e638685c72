import { sessionSummaryView, twoFactorStatus, userView } from '@tb/contracts';
import { profileEtag, readUsers, SESSION_COOKIE, TwoFactorStore } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewerRow, viewerOf, viewerRow } from '../http/viewer.ts';
import { displayName, lastEditor } from './last-editor.ts';
import { toUserView } from './user-row.ts';

/** Sent by the web app's session check. */
const SESSION_CHECK_HEADER = 'x-session-check';

export async function userRoutes(app: FastifyInstance) {
  app.get(
    '/api/user/profile',
    {
      schema: {
        summary: "The signed-in user's profile",
        operationId: 'getMyProfile',
        tags: ['account'],
        response: { 200: userView, 204: z.null() },
      },
      config: {
        // Signed out: 401, or 204 when asked with x-session-check: 1.
        openapi: {
          answers: { 204: { description: 'Nobody is signed in (asked with x-session-check: 1)' } },
          refuses: [401],
        },
        access: 'visitor',
        readModels: ['users'],
      },
    },
    async (request, reply) => {
      // The session and the profile in one query: a read that waited for its write (x-min-position) answers with one
      // round trip more, not two. For the web app's session check (web/src/shared/lib/session-check.ts) signed out
      // is an answer, 204 without a body, not a refusal a browser logs as a failed request on the page.
      const row =
        request.headers[SESSION_CHECK_HEADER] === '1' ? await viewerRow(request) : await requireViewerRow(request);
      if (!row) return reply.header('cache-control', 'no-store').status(204).send();
      const view = toUserView(row);
      // The profile form sends it back as If-Match (a digest of the profile's fields: sign-ins do not change it).
      reply.header('cache-control', 'no-store').header('etag', profileEtag(view));
      // Who changed it last (the user on another device, or an admin), for the profile form's conflict dialog.
      const updatedBy =
        row.updated_by === row.id ? { id: row.id, name: displayName(row) } : await lastEditor(app, row.updated_by);
      return { ...view, updatedBy };
    },
  );

  // The Security tab: where the user is signed in, and whether two-factor sign-in is on.
  app.get(
    '/api/user/sessions',
    {
      schema: {
        summary: 'Where the signed-in user is signed in',
        operationId: 'listMySessions',
        tags: ['account'],
        response: { 200: z.array(sessionSummaryView) },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return app.sessions.listFor(viewer.id, request.cookies[SESSION_COOKIE]);
    },
  );

  const twoFactor = new TwoFactorStore(app.pool);
  app.get(
    '/api/user/two-factor',
    {
      schema: {
        summary: 'Whether two-factor sign-in is on',
        operationId: 'getTwoFactorStatus',
        tags: ['account'],
        response: { 200: twoFactorStatus },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      const enabled = await twoFactor.isEnabled(viewer.id);
      return { enabled, recoveryCodesLeft: enabled ? await twoFactor.recoveryCodesLeft(viewer.id) : 0 };
    },
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'Every user',
        operationId: 'listUsers',
        tags: ['users'],
        response: { 200: z.array(userView) },
      },
      config: { access: 'admin', readModels: ['users'] },
    },
    async (_request) => {
      const rows = await readUsers(app.pool, await app.readModels.schemaOf('users'));
      return rows.map(toUserView);
    },
  );
}
