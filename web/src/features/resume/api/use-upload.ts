import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROFILE_ROOT } from './get-my-files';

/**
 * Runs one upload with its progress (null when idle), then refetches the profile so the new file name shows.
 * Not a TanStack mutation: progress events arrive while the request runs, which a mutation cannot report.
 */
export function useUpload<T>(send: (file: File, onProgress: (fraction: number) => void) => Promise<T>) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const start = async (file: File): Promise<T> => {
    setProgress(0);
    try {
      const answer = await send(file, setProgress);
      await queryClient.invalidateQueries({ queryKey: PROFILE_ROOT });
      return answer;
    } finally {
      setProgress(null);
    }
  };
  return { start, progress, busy: progress !== null };
}
