import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a page, kept in the address (`?tab=security`) so it survives a reload and can be linked.
 * Other parameters (the language) stay as they are; an unknown or hidden value falls back to the first tab.
 */
export function useSearchTab<T extends string>(
  param: string,
  available: readonly T[],
): [T | undefined, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const current = available.find((tab) => tab === value) ?? available[0];
  const select = useCallback(
    (tab: T) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, tab);
        return next;
      }),
    [param, setParams],
  );
  return [current, select];
}
