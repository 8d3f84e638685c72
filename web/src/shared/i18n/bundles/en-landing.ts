import { collectNamespaces } from './collect';

/** The en texts of the shell and the landing page: the only ones a first visit to / downloads. */
export default collectNamespaces(
  import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/{common,errors,landing,contact}.ts', {
    eager: true,
  }),
);
