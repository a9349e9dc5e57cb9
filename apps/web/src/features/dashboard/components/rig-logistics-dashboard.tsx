import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { RigDashboard } from '@/features/dashboard/components/rig-dashboard';
import { RigLogisticsOverview } from '@/features/dashboard/components/rig-logistics-overview';
import { SiteOperations, type SiteOperationsLinks } from '@/features/dashboard/components/site-operations';

interface RigLogisticsDashboardProps {
  name: string;
  links: SiteOperationsLinks & { requests: string };
}

/** /rig-logistics: the overview cards, requests per rig, the rig dashboard and site operations. */
export function RigLogisticsDashboard({ name, links }: RigLogisticsDashboardProps) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardWelcome name={name} subtitle="Requests to review and how each rig's supplies are moving." />
      <RigLogisticsOverview requestsHref={links.requests} />
      <RigDashboard requestsHref={links.requests} />
      <SiteOperations links={links} />
    </div>
  );
}
