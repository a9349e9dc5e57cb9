import { usePageHeader } from '@/app/shell/page-header';
import { WebhooksAdmin } from '@/features/webhooks/components/webhooks-admin';

/** /admin/webhooks (issue 26). */
export function AdminWebhooksRoute() {
  usePageHeader('Webhooks', 'Signed events for other systems, and each delivery.');
  return <WebhooksAdmin />;
}
