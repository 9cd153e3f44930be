import type {
  ActivatedPlanResponse,
  AuthenticateLocalPaymentBody,
  ConfirmLocalPaymentBody,
  CreatedModelsResponse,
  CreatePaymentBody,
  PaymentConfigResponse,
  PaymentPurpose,
  PaymentResponse,
  PromoCodeResponse,
  SubscriptionResponse,
  UpdateSubscriptionBody,
} from '@roomtone/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/payment/create`: the order and its payment intent. */
export function useCreatePayment() {
  return useMutation({
    mutationFn: async (body: CreatePaymentBody) =>
      (await api.post<PaymentResponse>('/api/payment/create', body)).payment,
  });
}

/** `POST /api/payment/confirm`: pays with a card (local test processor). */
export function useConfirmPayment() {
  return useMutation({
    mutationFn: async (body: ConfirmLocalPaymentBody) =>
      (await api.post<PaymentResponse>('/api/payment/confirm', body)).payment,
  });
}

/** `POST /api/payment/authenticate`: the card's extra confirmation step (local test processor). */
export function useAuthenticatePayment() {
  return useMutation({
    mutationFn: async (body: AuthenticateLocalPaymentBody) =>
      (await api.post<PaymentResponse>('/api/payment/authenticate', body)).payment,
  });
}

/** `GET /api/payment/promo-code?q=&purpose=`: a usable promo code. */
export function usePromoCode() {
  return useMutation({
    mutationFn: async ({ code, purpose }: { code: string; purpose: PaymentPurpose }) =>
      (
        await api.get<PromoCodeResponse>(
          `/api/payment/promo-code?q=${encodeURIComponent(code)}&purpose=${encodeURIComponent(purpose)}`,
        )
      ).promoCode,
  });
}

/** Query options of the payments feature. */
export const paymentQueries = {
  config: () =>
    queryOptions({
      queryKey: ['payments', 'config'] as const,
      queryFn: () => api.get<PaymentConfigResponse>('/api/payment/config'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** `GET /api/payment/subscription`: the plan period and the organization's orders. */
  subscription: () =>
    queryOptions({
      queryKey: ['payments', 'subscription'] as const,
      queryFn: () => api.get<SubscriptionResponse>('/api/payment/subscription'),
    }),
};

/** `PUT /api/payment/subscription`: cancel the plan at its period's end, or resume it. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubscriptionBody) =>
      api.put<SubscriptionResponse>('/api/payment/subscription', body),
    onSuccess: (answer) => queryClient.setQueryData(paymentQueries.subscription().queryKey, answer),
  });
}

/** `POST /api/model-library/create`: the acoustic models a paid credit order created. */
export function useCreateModels() {
  return useMutation({
    mutationFn: (paymentId: string) =>
      api.post<CreatedModelsResponse>('/api/model-library/create', { paymentId }),
  });
}

/** `POST /api/payment/subscription`: the plan a paid order put the organization on. */
export function useActivatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) =>
      (await api.post<ActivatedPlanResponse>('/api/payment/subscription', { paymentId })).plan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueries.subscription().queryKey }),
  });
}
