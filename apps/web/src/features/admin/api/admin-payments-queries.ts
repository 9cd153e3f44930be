import type {
  AdminOrderListResponse,
  AdminOrderResponse,
  AdminPromoCodeListResponse,
} from '@roomtone/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminQueries, type ListParams } from './admin-queries.ts';

function queryOf(params: ListParams): string {
  return new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
}

/** The admin area's pages of orders and promo codes (under `adminQueries.all`, so every change refreshes them). */
export const adminPaymentQueries = {
  orders: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'orders', params] as const,
      queryFn: () => api.get<AdminOrderListResponse>(`/api/admin/orders?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'order', id] as const,
      queryFn: async () => (await api.get<AdminOrderResponse>(`/api/admin/orders/${id}`)).order,
    }),
  promoCodes: (params: ListParams) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'promo-codes', params] as const,
      queryFn: () => api.get<AdminPromoCodeListResponse>(`/api/admin/promo-codes?${queryOf(params)}`),
      placeholderData: keepPreviousData,
    }),
};
