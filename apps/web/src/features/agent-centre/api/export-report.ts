import { exportReport } from '@platform/contracts/agents/report-routes';
import type { ReportExportQuery } from '@platform/contracts/agents/report-schemas';
import { sessionHeaders } from '../../../shared/api/api-client.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguageStore } from '../../../shared/hooks/use-language-store.ts';

/**
 * Downloads a report as the server's CSV file. The call needs the session's headers, so a plain link
 * cannot fetch it: the file is fetched, then handed to the browser to save. A refusal comes back as
 * the JSON envelope; it is asked again through the API client, which turns it into the typed error.
 */
export async function downloadReport(query: ReportExportQuery): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const response = await fetch(`${exportReport.path}?${params}`, {
    headers: sessionHeaders(useLanguageStore.getState().language),
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv')) {
    await callApi(exportReport, { query });
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `agent-${query.report}-${query.from}-${query.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
