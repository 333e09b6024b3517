import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/**
 * One parameter of the URL's query and its setter (a new history entry, the other parameters
 * kept). The component renders only when that parameter changes: wouter's useSearchParams renders
 * at every change of the query, so a page that reads one parameter re-rendered whole at each
 * period switch of a navigator below it (issue 28: customChartSys' list and header per range
 * change).
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const value = useLocationProperty(
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const [path, navigate] = useLocation();
  const set = useCallback(
    (next: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (next === null) params.delete(name);
      else params.set(name, next);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path);
    },
    [name, path, navigate],
  );
  return [value, set];
}
