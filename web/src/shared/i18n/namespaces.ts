/**
 * The translation namespaces. Each English locale file declares its own namespace here by module augmentation
 * (see locales/en/common.ts), so a feature adds `locales/en/<ns>.ts` and `locales/zh/<ns>.ts` without touching
 * any other file: the registry (resources.ts) finds them, i18next's types learn their keys, and the Chinese
 * file must have exactly the English keys.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in each English locale file.
export interface Namespaces {}

/** The shape a translation of `T` must have: the same keys, any strings. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
