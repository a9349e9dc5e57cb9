import { RigScopeBar } from '@/components/layout/rig-scope-bar';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { RigDashboard } from '@/features/dashboard/components/rig-dashboard';
import { RigLogisticsOverview } from '@/features/dashboard/components/rig-logistics-overview';
import { SiteOperations, type SiteOperationsLinks } from '@/features/dashboard/components/site-operations';
import { useRigScope } from '@/hooks/use-rig-scope';

interface RigLogisticsDashboardProps {
  name: string;
  links: SiteOperationsLinks & { requests: string };
}

/** /rig-logistics: the overview cards, requests per rig, the rig dashboard and site operations. */
export function RigLogisticsDashboard({ name, links }: RigLogisticsDashboardProps) {
  // The user's home rigs, or all rigs (issue 12); the rig dashboard below stays a free choice of one rig.
  const rigScope = useRigScope();
  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardWelcome name={name} subtitle="Requests to review and how each rig's supplies are moving." />
      <RigScopeBar rigScope={rigScope} />
      <RigLogisticsOverview
        requestsHref={links.requests}
        rigIds={rigScope.rigIds}
        isReady={rigScope.isReady}
      />
      <RigDashboard requestsHref={links.requests} />
      <SiteOperations links={links} rigIds={rigScope.rigIds} isReady={rigScope.isReady} />
    </div>
  );
}
