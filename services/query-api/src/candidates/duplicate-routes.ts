import { candidateDuplicatesQuery, normaliseEmail, normalisePhone } from '@tb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminViewer } from '../http/viewer.ts';

interface DuplicateRow {
  id: string;
  view: Record<string, string>;
  email_hit: boolean;
  phone_hit: boolean;
}

/**
 * Possible duplicates of what the admin is typing (same email or phone, normalised), so the review form warns
 * before a second record is saved: a hand-typed candidate, or an email or phone changed after a resume upload.
 */
export async function candidateDuplicateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { qctx } = fastify;

  app.get(
    '/api/admin/candidates/duplicates',
    { schema: { querystring: candidateDuplicatesQuery }, config: { readModels: ['candidates'] } },
    async (request, reply) => {
      await requireAdminViewer(request);
      reply.header('cache-control', 'no-store');
      const email = normaliseEmail(request.query.email ?? '');
      const phone = request.query.phone ?? '';
      // A few digits would match half the list; a phone number has at least seven.
      const digits = phone.replace(/\D/g, '').length >= 7 ? normalisePhone(phone) : '';
      if (!email && !digits) return { duplicates: [] };
      const schema = await qctx.readModels.schemaOf('candidates');
      const { rows } = await qctx.pool.query<DuplicateRow>(
        `SELECT id, view, email_norm = $1 AS email_hit, phone_norm = $2 AS phone_hit FROM ${schema}.candidates
          WHERE NOT erased AND ((email_norm = $1 AND $1 <> '') OR (phone_norm = $2 AND $2 <> ''))
          ORDER BY apply_order DESC NULLS LAST LIMIT 10`,
        [email, digits],
      );
      return {
        duplicates: rows.map((row) => ({
          id: row.id,
          name: row.view.name ?? '',
          email: row.view.email ?? '',
          phone: row.view.phone ?? '',
          position: row.view.position ?? '',
          matchedOn: [...(row.email_hit ? (['email'] as const) : []), ...(row.phone_hit ? (['phone'] as const) : [])],
        })),
      };
    },
  );
}
