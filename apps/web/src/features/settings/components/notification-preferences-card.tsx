import {
  DIGEST_HOUR_UTC,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_GROUPS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationPreference,
} from '@rigline/contract/notification-preferences';
import type { NotificationKind } from '@rigline/contract/notifications';
import { BellRing, Mail } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '@/features/settings/api/notification-preferences';
import { useSendTestEmail } from '@/features/settings/api/test-email';
import { errorMessageOf } from '@/lib/form-errors';
import { cn } from '@/lib/utils';

type Choices = Partial<Record<NotificationKind, NotificationChannel>>;

function choicesOf(preferences: readonly NotificationPreference[]): Choices {
  return Object.fromEntries(preferences.map((entry) => [entry.kind, entry.channel]));
}

/**
 * Settings → Notifications (issue 26, docs/decisions/080): per kind of notice, Bell only, Email at once or a
 * Daily digest. Every notice stays in the bell whatever is chosen. While the server has no email, the email
 * choices are disabled and say why. An admin sees the administration's kinds, the other roles the rest.
 */
export function NotificationPreferencesCard({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const testEmail = useSendTestEmail();
  const [edits, setEdits] = useState<Choices>({});
  const saved = useMemo(() => choicesOf(query.data?.preferences ?? []), [query.data]);
  const changed = (Object.keys(edits) as NotificationKind[]).filter((kind) => edits[kind] !== saved[kind]);
  const email = query.data?.email;
  const isEmailOn = email?.enabled ?? false;

  function choose(kind: NotificationKind, channel: NotificationChannel) {
    setEdits((current) => ({ ...current, [kind]: channel }));
  }

  function submit() {
    const preferences = changed.map((kind) => ({ kind, channel: edits[kind] ?? 'BELL' }));
    save.mutate(
      { preferences },
      {
        onSuccess: () => {
          setEdits({});
          toast.success('Notification preferences saved');
        },
        onError: (error) => toast.error('Could not save', { description: errorMessageOf(error) }),
      },
    );
  }

  function sendTest() {
    testEmail.mutate(undefined, {
      onSuccess: (data) => toast.success(data.message),
      onError: (error) => toast.error('Could not send a test email', { description: errorMessageOf(error) }),
    });
  }

  const saveBlocker = save.isPending ? 'Saving...' : changed.length === 0 ? 'Nothing changed yet' : null;

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          How you hear of each kind of notice. Every notice stays in the bell; email at once sends each one as
          it happens, the daily digest gathers them into one email each morning from{' '}
          {String(DIGEST_HOUR_UTC).padStart(2, '0')}:00 UTC.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {email && !isEmailOn ? (
          <p role="status" className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {email.reason ?? 'Email is off on this server: notices stay in the bell'}
          </p>
        ) : null}
        {query.isError ? (
          <p className="text-destructive text-sm">
            Could not load your notification preferences: {errorMessageOf(query.error)}
          </p>
        ) : !query.data ? (
          <div className="grid gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-6 w-3/5" />
          </div>
        ) : (
          NOTIFICATION_KIND_GROUPS.filter((group) => (group.isForAdmins ?? false) === isAdmin).map(
            (group) => (
              <section key={group.label} className="grid gap-2" aria-labelledby={`${id}-${group.label}`}>
                <h3 id={`${id}-${group.label}`} className="font-medium text-muted-foreground text-sm">
                  {group.label}
                </h3>
                <div className="grid divide-y rounded-md border">
                  {group.kinds.map((kind) => {
                    const value = edits[kind] ?? saved[kind] ?? 'BELL';
                    return (
                      <fieldset
                        key={kind}
                        className="grid min-w-0 gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
                      >
                        <legend className="sr-only">{NOTIFICATION_KIND_LABELS[kind]}</legend>
                        <span className="min-w-0 text-sm" aria-hidden="true">
                          {NOTIFICATION_KIND_LABELS[kind]}
                        </span>
                        <div className="flex flex-wrap gap-1">
                          {NOTIFICATION_CHANNELS.map((channel) => {
                            const isDisabled = channel !== 'BELL' && !isEmailOn;
                            return (
                              <label
                                key={channel}
                                title={isDisabled ? 'Email is off on this server' : undefined}
                                className={cn(
                                  'flex cursor-pointer items-center gap-1.5 rounded-md border px-2 py-1 text-xs',
                                  value === channel && 'border-primary bg-primary/10 font-medium',
                                  isDisabled && 'cursor-not-allowed opacity-50',
                                )}
                              >
                                <input
                                  type="radio"
                                  className="accent-primary"
                                  name={`${id}-${kind}`}
                                  value={channel}
                                  checked={value === channel}
                                  disabled={isDisabled}
                                  onChange={() => choose(kind, channel)}
                                />
                                {NOTIFICATION_CHANNEL_LABELS[channel]}
                              </label>
                            );
                          })}
                        </div>
                      </fieldset>
                    );
                  })}
                </div>
              </section>
            ),
          )
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={submit}
            disabled={saveBlocker !== null}
            aria-describedby={saveBlocker && query.data ? `${id}-save-why` : undefined}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          {saveBlocker && !save.isPending && query.data ? (
            <span id={`${id}-save-why`} className="text-muted-foreground text-xs">
              {saveBlocker}
            </span>
          ) : null}
          {isEmailOn ? (
            <Button variant="outline" onClick={sendTest} disabled={testEmail.isPending}>
              <Mail aria-hidden="true" />
              {testEmail.isPending ? 'Sending...' : 'Send me a test email'}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
