import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProjectView, projectView } from '@tb/contracts';
import { useMemo } from 'react';
import { ApiError, apiGet } from '@/shared/lib/api-client';
import { renderedData } from '@/shared/lib/page-answers';
import { PROJECTS_QUERY_ROOT } from './get-projects';

/** The API's path of one opening. */
export const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/** The answers that mean 'no such opening': 404, for an id none can have 400 or (over 100 characters) 414. */
const MISSING = new Set([400, 404, 414]);

/** `GET /api/projects/{id}`, or null when there is no such opening (inactive, deleted, never was). */
export async function getProject(id: string): Promise<ProjectView | null> {
  try {
    return projectView.parse(await apiGet<unknown>(projectPath(id)));
  } catch (error) {
    if (error instanceof ApiError && MISSING.has(error.status)) return null;
    throw error;
  }
}

/** The server renders a missing opening's page with null as its answer (services/all-in-one/src/web-pages.ts). */
const parseRendered = (value: unknown) => (value === null ? null : projectView.parse(value));

/** The opening as the list of openings already holds it (the same fields), if the list was loaded. */
const fromList = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<ProjectView[]>(PROJECTS_QUERY_ROOT)?.find((project) => project.id === id);

export const projectQueryOptions = (id: string, queryClient: QueryClient) => {
  // The answer the page was rendered with on the server (web-pages.ts): a visitor's data, null for 'not found'.
  const rendered = renderedData(projectPath(id), parseRendered);
  // Decided once: the rendered answer can be taken only once, and a placeholder that changed while the request
  // runs would move the page.
  let placeholder: { value: ProjectView | null | undefined } | undefined;
  return queryOptions({
    queryKey: [...PROJECTS_QUERY_ROOT, id],
    queryFn: () => getProject(id),
    initialData: rendered.initialData,
    // While the request runs: for an admin the rendered page's answer; arriving from the list (or an admin's
    // management list), the card's data, so the page shows whole at once and nothing moves when the answer comes.
    placeholderData: () => {
      if (!placeholder) {
        const shown = rendered.placeholderData();
        placeholder = { value: shown !== undefined ? shown : fromList(queryClient, id) };
      }
      return placeholder.value;
    },
  });
};

/** One opening: its data, null when there is none (closed, deleted, never was). */
export function useProject(id: string) {
  const queryClient = useQueryClient();
  const options = useMemo(() => projectQueryOptions(id, queryClient), [id, queryClient]);
  return useQuery(options);
}
