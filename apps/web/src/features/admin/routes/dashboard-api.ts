import type { DashboardTable } from '@orioni/contracts/admin';
import { answer, api, ApiError } from '@/lib/api-client';
import { fileNameOf, readWithProgress, saveFile } from '@/lib/download';

/** The query key of the dashboard's answer (the page's; the page shell's answer is put under it, issue 30 item 1). */
export const DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;

/** The revenue dashboard's answer (`GET admin/dashboard`). */
export const fetchDashboard = (signal?: AbortSignal) => answer(api.GET('/api/admin/dashboard', { signal }));
export type DashboardAnswer = Awaited<ReturnType<typeof fetchDashboard>>;

/** One table of the dashboard as an XLSX workbook, saved under the server's name (as the console's exports). */
export async function downloadDashboardTable(table: DashboardTable): Promise<string> {
  const settled = await api.GET('/api/admin/dashboard/file', { params: { query: { table } }, parseAs: 'stream' });
  const { response, data } = settled;
  if (!response.ok || !data) throw new ApiError(response.ok ? 500 : response.status, (settled.error as never) ?? null);
  const chunks = await readWithProgress(data as ReadableStream<Uint8Array>, () => undefined);
  const name = fileNameOf(response.headers.get('content-disposition'), `dashboard-${table}.xlsx`);
  saveFile(chunks, name, response.headers.get('content-type') ?? 'application/octet-stream');
  return name;
}
