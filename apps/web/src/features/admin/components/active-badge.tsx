import { Badge } from '@/components/ui/badge';

/** Active in green, Inactive greyed out: the administration tables' status column. */
export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge className="border-transparent bg-green-100 text-green-800">Active</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Inactive
    </Badge>
  );
}
