import { usePageHeader } from '@/app/shell/page-header';
import { ApiKeysAdmin } from '@/features/admin/components/api-keys-admin';

/** /admin/api-keys (issue 26). */
export function AdminApiKeysRoute() {
  usePageHeader('API Keys', 'Credentials for the systems that call Rigline.');
  return <ApiKeysAdmin />;
}
