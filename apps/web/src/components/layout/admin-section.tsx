import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/**
 * One administration list: what it holds and its Add button above the table. The page's title is the top
 * bar's (the list has no second heading saying the same).
 */
export function AdminSection({
  description,
  action,
  children,
}: {
  description: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4 py-4 sm:py-6">
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <p className="max-w-2xl text-muted-foreground text-sm">{description}</p>
          <div className="shrink-0">{action}</div>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
