import { z } from 'zod';

/** GET /api/detect-location: two letters, '' when unknown. */
export const detectedLocation = z.object({ country: z.string() });

/** GET /api/web-config: the deployment's settings the web app needs at run time. */
export const webConfigView = z.object({ gaMeasurementId: z.string().nullable() });
