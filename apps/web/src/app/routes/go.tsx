import { formatOrderId } from '@rigline/contract/ids';
import { ScanLine } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { homePathForRole } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { scanPagesFor } from '@/app/scan-pages';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useRequestIdOfOrder } from '@/features/scan/api/find-order-request';
import { orderClosedToRoleMessage } from '@/features/scan/resolve-scan';
import type { AppRole } from '@/lib/auth-storage';

/*
 * A label's role-neutral address (issue 25, docs/decisions/075): the QR code says `/go/ccu/7`, and these pages
 * send the signed-in person on to their own role's page for it, replacing the address in the history so that
 * Back does not come here again and bounce forward.
 */

function idParam(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** What a scan address shows when it cannot send the person on: why, and the way home. */
function Unopened({ role, title, description }: { role: AppRole; title: string; description: string }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <BackLink to={homePathForRole(role)}>Back to Dashboard</BackLink>
      <EmptyState icon={ScanLine} title={title} description={description} />
    </div>
  );
}

/** /go/ccu/:ccuId → the role's page of that unit. */
export function GoToUnitRoute() {
  const { user } = useAuth();
  const ccuId = idParam(useParams().ccuId);
  usePageHeader('Scan', 'Opening a scanned label.');
  if (!user) return null;
  if (ccuId === null)
    return <Unopened role={user.role} title="Unit not found" description="This address names no unit." />;
  return <Navigate to={scanPagesFor(user.role).unit(ccuId)} replace />;
}

/** /go/order/:orderId → the page of the order's request, for a role that has request pages and may see it. */
export function GoToOrderRoute() {
  const { user } = useAuth();
  const orderId = idParam(useParams().orderId);
  const pages = user ? scanPagesFor(user.role) : null;
  const requestOf = useRequestIdOfOrder(pages?.request ? orderId : null);
  usePageHeader('Scan', 'Opening a scanned label.');
  if (!user || !pages) return null;
  if (orderId === null)
    return <Unopened role={user.role} title="Order not found" description="This address names no order." />;
  const label = formatOrderId(orderId);
  if (!pages.request)
    return (
      <Unopened
        role={user.role}
        title={`${label} does not open here`}
        description={orderClosedToRoleMessage(orderId)}
      />
    );
  if (requestOf.isPending) return <p className="text-muted-foreground text-sm">Opening {label}...</p>;
  if (requestOf.isError)
    return (
      <Unopened
        role={user.role}
        title={`Could not open ${label}`}
        description="The order could not be looked up: check the connection and reload the page."
      />
    );
  if (requestOf.data === null)
    return (
      <Unopened
        role={user.role}
        title={`${label} is not one you can see`}
        description="The order does not exist, or it belongs to a request your role or company cannot open."
      />
    );
  return <Navigate to={pages.request(requestOf.data)} replace />;
}
