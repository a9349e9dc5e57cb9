import { formatRoleLabel } from '@rigline/contract/roles';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface AccountDetailsProps {
  name: string;
  email: string;
  role: string;
}

/** The signed-in user's account, read-only: changing it is an administrator's job. */
export function AccountDetails({ name, email, role }: AccountDetailsProps) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your sign-in details. Ask an administrator to change them.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-muted-foreground text-sm">Name</dt>
          <dd className="break-words text-sm">{name || '—'}</dd>
          <dt className="font-medium text-muted-foreground text-sm">Email</dt>
          <dd className="break-all text-sm">{email || '—'}</dd>
          <dt className="font-medium text-muted-foreground text-sm">Role</dt>
          <dd>
            <Badge variant="secondary" className="capitalize">
              {formatRoleLabel(role)}
            </Badge>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
