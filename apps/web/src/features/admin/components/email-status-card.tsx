import { Mail, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailStatus } from '@/features/admin/api/email-status';
import { errorMessageOf } from '@/lib/form-errors';

/**
 * The admin overview's word on email notices (issue 26, docs/decisions/080): on or off, from whom, and why not
 * (SMTP_URL and MAIL_FROM; links need PUBLIC_URL). A test email is sent from Settings.
 */
export function EmailStatusCard({ settingsPath }: { settingsPath: string }) {
  const status = useEmailStatus();
  const data = status.data;
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {data?.enabled ? (
            <Mail className="size-4" aria-hidden="true" />
          ) : (
            <MailX className="size-4" aria-hidden="true" />
          )}
          Email notices
          {data ? (
            <Badge variant={data.enabled ? 'default' : 'secondary'}>{data.enabled ? 'On' : 'Off'}</Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          People choose in Settings, per kind of notice, the bell only, an email at once or a daily digest.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {status.isError ? (
          <p className="text-destructive">Could not load the email status: {errorMessageOf(status.error)}</p>
        ) : !data ? (
          <Skeleton className="h-5 w-2/3" />
        ) : (
          <>
            {data.enabled ? (
              <p className="break-words">
                Emails go from <span className="font-medium">{data.from}</span>; the daily digest from{' '}
                {String(data.digest_hour_utc).padStart(2, '0')}:00 UTC.
              </p>
            ) : null}
            {data.reason ? <p className="break-words text-muted-foreground">{data.reason}</p> : null}
            {data.enabled ? (
              <p>
                <Link to={settingsPath} className="underline-offset-4 hover:underline">
                  Send yourself a test email from Settings
                </Link>
              </p>
            ) : (
              <p className="text-muted-foreground">
                Set SMTP_URL and MAIL_FROM (and PUBLIC_URL for links) and restart the server to turn it on.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
