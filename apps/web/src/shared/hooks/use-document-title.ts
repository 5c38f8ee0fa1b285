import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { systemQueries } from '../api/system-queries.ts';

/** Names the browser tab after the page, followed by the brand once the server has told us which. */
export function useDocumentTitle(pageTitle: string): void {
  const { data: status } = useQuery(systemQueries.status());
  const brand = status?.merchant.name;
  useEffect(() => {
    document.title = brand ? `${pageTitle} · ${brand}` : pageTitle;
  }, [pageTitle, brand]);
}
