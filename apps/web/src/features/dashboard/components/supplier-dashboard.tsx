import { CalendarCheck, FilePen, PackageOpen, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupplierDashboard } from '@/features/dashboard/api/get-supplier-dashboard';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { QuerySection } from '@/features/dashboard/components/query-section';
import { RecentRequests } from '@/features/dashboard/components/recent-requests';
import { StatCard, StatCardsSkeleton } from '@/features/dashboard/components/stat-card';

const CARD_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

interface SupplierDashboardProps {
  name: string;
  requestsHref: string;
  /** The list of the orders a card counts (issue 22.15): the orders to load or to offload. */
  ordersHref: (step: 'load' | 'offload') => string;
  requestHref: (requestId: number) => string;
}

/**
 * /supplier: the work waiting for the supplier first (drafts to finish, orders to load and to offload), then
 * what was delivered this month and the newest requests.
 */
export function SupplierDashboard({ name, requestsHref, ordersHref, requestHref }: SupplierDashboardProps) {
  const dashboard = useSupplierDashboard();

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardWelcome name={name} subtitle="Your requests and the orders waiting for you." />
      <QuerySection
        query={dashboard}
        errorMessage="Could not load your dashboard."
        loading={
          <div className="grid grid-cols-1 gap-6">
            <StatCardsSkeleton count={4} className={CARD_GRID} />
            <Skeleton className="h-72 w-full rounded-xl" />
          </div>
        }
      >
        {(data) => (
          <>
            <div className={CARD_GRID}>
              <StatCard
                title="Draft Requests"
                value={data.draft_requests}
                icon={FilePen}
                description="To finish and assign to rig logistics"
                href={`${requestsHref}?status=DRAFT`}
                isHighlighted={data.draft_requests > 0}
              />
              <StatCard
                title="Orders to Load"
                value={data.orders_to_load}
                icon={PackagePlus}
                description="Assigned to you for loading at the base"
                href={ordersHref('load')}
                isHighlighted={data.orders_to_load > 0}
              />
              <StatCard
                title="Orders to Offload"
                value={data.orders_to_offload}
                icon={PackageOpen}
                description="At the rig, waiting for you to offload"
                href={ordersHref('offload')}
                isHighlighted={data.orders_to_offload > 0}
              />
              <StatCard
                title="Delivered This Month"
                value={data.orders_delivered_this_month}
                icon={CalendarCheck}
                description="Orders delivered to the rigs this month"
              />
            </div>
            <Card className="gap-4">
              <CardHeader>
                <CardTitle>Recent Requests</CardTitle>
                <CardDescription>
                  Your newest requests; open one to add orders or mark them loaded.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <RecentRequests requests={data.recent_requests} requestHref={requestHref} />
              </CardContent>
              <CardFooter>
                <Button asChild variant="outline" size="sm">
                  <Link to={requestsHref}>View all requests</Link>
                </Button>
              </CardFooter>
            </Card>
          </>
        )}
      </QuerySection>
    </div>
  );
}
