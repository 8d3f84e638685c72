import {
  type ExtractedProjectView,
  extractedProjectView,
  PROJECT_DOCUMENT_MAX_BYTES,
  PROJECT_RICH_FIELDS,
  projectDocumentForm,
} from '@tb/contracts';
import { extractProject, isDocumentError } from '@tb/documents';
import { ValidationError } from '@tb/domain';
import { sanitizeRichText } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/actor.ts';
import { refuseWhenBusy } from '../http/documents-busy.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { receiveFile } from '../http/uploads.ts';

const WRONG_TYPE = 'project.documentType';
const TOO_LARGE = 'project.documentTooLarge';

/**
 * An opening's document (PDF or Word, by its content, at most 5 MB) → the project form's fields, so the
 * admin starts from a filled form. Nothing is stored: the admin still reviews and saves the form.
 */
export async function projectExtractRoutes(app: FastifyInstance) {
  app.post(
    '/api/projects/extract',
    {
      schema: {
        summary: 'Fill the opening form from a document',
        operationId: 'extractProject',
        tags: ['projects'],
        response: { 200: extractedProjectView },
      },
      config: { openapi: { form: projectDocumentForm }, access: 'admin', rateLimited: true },
    },
    async (request): Promise<ExtractedProjectView> => {
      const admin = actorOf(request);
      await enforceRateLimit(request, `project-extract:${admin.userId}`, 60, 60 * 60);
      const { file } = await receiveFile(request, {
        field: 'file',
        maxBytes: PROJECT_DOCUMENT_MAX_BYTES,
        accept: ['pdf', 'docx', 'doc'],
        tooLarge: TOO_LARGE,
        wrongType: WRONG_TYPE,
        required: true,
        keep: 'memory',
      });
      if (!file) throw new ValidationError(WRONG_TYPE);
      try {
        const fields = await extractProject(file.bytes, file.fileName, {
          maxBytes: PROJECT_DOCUMENT_MAX_BYTES,
          account: admin.userId,
        });
        const answer: ExtractedProjectView = { ...fields };
        // Its HTML (the catalogue's rich fields) is cleaned as a saved description is, before the form shows it.
        for (const name of PROJECT_RICH_FIELDS) answer[name] = sanitizeRichText(fields[name]);
        return answer;
      } catch (error) {
        refuseWhenBusy(error);
        if (!isDocumentError(error)) throw error;
        request.log.info({ code: error.code, detail: error.detail }, 'project document not readable');
        if (error.code === 'unsupported_type') throw new ValidationError(WRONG_TYPE);
        throw new ValidationError(`document.${error.code}`);
      }
    },
  );
}
