import { baseConfigShape, httpConfigShape, mailConfigShape, parseConfig, seedConfigShape } from '@tb/platform';

export const commandApiConfigShape = { ...baseConfigShape, ...httpConfigShape, ...mailConfigShape, ...seedConfigShape };

export const loadCommandApiConfig = (env = process.env) => parseConfig(commandApiConfigShape, env);
