import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A small card with one figure or word: Total Orders, Request Type. */
export function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
}) {
  return (
    <Card className="gap-0 py-4">
      <CardContent className="flex items-center gap-3 px-4">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        </div>
        <div className="grid min-w-0 gap-0.5">
          <p className="text-muted-foreground text-sm">{label}</p>
          <p className="truncate font-semibold text-lg">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
