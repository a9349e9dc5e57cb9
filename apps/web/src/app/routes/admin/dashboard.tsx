import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { AdminOverview } from '@/features/admin/components/admin-overview';

const LINKS = {
  users: paths.admin.users(),
  suppliers: paths.admin.suppliers(),
  rigs: paths.admin.rigs(),
  vessels: paths.admin.vessels(),
  bases: paths.admin.bases(),
  settings: paths.admin.settings(),
};

/** /admin: the admin's home. */
export function AdminDashboardRoute() {
  usePageHeader(
    'Administration',
    'Master data and accounts: who signs in, and the companies, rigs, vessels and bases.',
  );
  return <AdminOverview links={LINKS} />;
}
