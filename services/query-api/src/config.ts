import { baseConfigShape, httpConfigShape, parseConfig } from '@tb/platform';
import { z } from 'zod';

export const queryApiConfigShape = {
  ...baseConfigShape,
  ...httpConfigShape,
  COUNTRY_HEADER: z.string().optional(),
};

export const loadQueryApiConfig = (env = process.env) => parseConfig(queryApiConfigShape, env);
