import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { cn } from '@/lib/utils';

/** The Orders card of every request detail: its title, the order search, then the table and its pager. */
export function OrdersCard({
  searchPlaceholder,
  onSearchChange,
  searchClassName,
  actions,
  children,
}: {
  searchPlaceholder: string;
  onSearchChange: (text: string) => void;
  searchClassName?: string;
  /** Beside the search: the Export button. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
        <CardTitle>Orders</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <SearchInput
            aria-label="Search orders"
            placeholder={searchPlaceholder}
            onSearchChange={onSearchChange}
            className={cn('sm:w-72', searchClassName)}
          />
          {actions}
        </div>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">{children}</CardContent>
    </Card>
  );
}
