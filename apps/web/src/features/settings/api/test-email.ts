import { sendTestEmailCall } from '@rigline/contract/notification-preferences';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/user/email/test (issue 26): a test email to the signed-in person's own address. */
export function useSendTestEmail() {
  return useMutation({ mutationFn: async () => (await callApi(sendTestEmailCall)).data });
}
