// GET /market/seller/sales?days= -> {data: SalesReport} (totals, per day, per product, recent sales).
import { apiRequest } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import type { SalesReport } from '@shared/schemas/market';

export async function getSellerSales(days: number, signal?: AbortSignal): Promise<SalesReport> {
  const answer = await apiRequest<{ data: SalesReport }>('GET', `/market/seller/sales?days=${days}`, { signal });
  return answer.data;
}

/** The report with the moment it was read (the window ends that day). */
export interface SalesAnswer {
  report: SalesReport;
  readAt: number;
}

export function useSellerSales(days: number) {
  return useRemote<SalesAnswer>(`seller-sales:${days}`, async (signal) => ({ report: await getSellerSales(days, signal), readAt: Date.now() }));
}
