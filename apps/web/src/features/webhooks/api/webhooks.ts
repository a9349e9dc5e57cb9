import {
  type CreateWebhookBody,
  createWebhookCall,
  deleteWebhookCall,
  listWebhooksCall,
  redeliverWebhookCall,
  type UpdateWebhookBody,
  updateWebhookCall,
  webhookDeliveriesCall,
} from '@rigline/contract/webhooks';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The webhooks' queries (issue 26): the list, and each webhook's delivery log a page at a time. */
export const webhookKeys = {
  all: ['admin', 'webhooks'] as const,
  list: ['admin', 'webhooks', 'list'] as const,
  deliveries: (webhookId: number, page: number) =>
    ['admin', 'webhooks', 'deliveries', webhookId, page] as const,
};

/** GET /api/admin/webhook/list: every webhook, newest first, without its secret. */
export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: webhookKeys.list,
    queryFn: async ({ signal }) => (await callApi(listWebhooksCall, { signal })).data.webhooks,
  });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

/** GET /api/admin/webhook/deliveries: newest first, each with its attempts. */
export function webhookDeliveriesQueryOptions(webhookId: number, page: number, limit: number) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(webhookId, page),
    queryFn: async ({ signal }) =>
      (await callApi(webhookDeliveriesCall, { query: { webhook_id: webhookId, page, limit }, signal })).data
        .deliveries,
    placeholderData: keepPreviousData,
    // Deliveries go out within seconds: the log follows them while it is open.
    refetchInterval: 5_000,
  });
}

export function useWebhookDeliveries(webhookId: number, page: number, limit: number) {
  return useQuery(webhookDeliveriesQueryOptions(webhookId, page, limit));
}

function useInvalidatingMutation<B, R>(mutationFn: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /api/admin/webhook/create: answers the signing secret this once. */
export function useCreateWebhook() {
  return useInvalidatingMutation(
    async (body: CreateWebhookBody) => (await callApi(createWebhookCall, { body })).data,
  );
}

/** POST /api/admin/webhook/update: URL, events, description, or switched off and on, from the version seen. */
export function useUpdateWebhook() {
  return useInvalidatingMutation(
    async (body: UpdateWebhookBody) => (await callApi(updateWebhookCall, { body })).data.webhook,
  );
}

/** POST /api/admin/webhook/delete: the webhook and its delivery log. */
export function useDeleteWebhook() {
  return useInvalidatingMutation(
    async (id: number) => (await callApi(deleteWebhookCall, { body: { id } })).data,
  );
}

/** POST /api/admin/webhook/redeliver: the same message id and body, sent again. */
export function useRedeliverWebhook() {
  return useInvalidatingMutation(
    async (deliveryId: number) =>
      (await callApi(redeliverWebhookCall, { body: { delivery_id: deliveryId } })).data.delivery,
  );
}
