import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ShownOnce } from '@/components/layout/shown-once';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useRenewCalendarFeed } from '@/features/settings/api/calendar-feed';
import { errorMessageOf } from '@/lib/form-errors';

/**
 * Settings → Calendar (issue 23): a private address of the sailings this person may see (departures, booking
 * cut-offs, arrivals at each rig), to subscribe to in Outlook or Google Calendar. The address is shown once, when
 * made; making a new one ends the old.
 */
export function CalendarFeedCard() {
  const renew = useRenewCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);

  function makeAddress() {
    renew.mutate(undefined, {
      onSuccess: (data) => setUrl(data.url),
      onError: (error) =>
        toast.error('Could not make a calendar address', { description: errorMessageOf(error) }),
    });
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
        <CardDescription>
          Sailings in your own calendar: each departure, its booking cut-off and each arrival at a rig, kept
          up to date. Subscribe to the address in Outlook or Google Calendar ("From URL"). Keep it private:
          anyone with it can read the sailings. Making a new address ends the one before.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {url ? <ShownOnce label="Your calendar address" value={url} what="address" /> : null}
        <Button
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={makeAddress}
          disabled={renew.isPending}
        >
          <CalendarDays aria-hidden="true" />
          {renew.isPending ? 'Making the address...' : url ? 'Make a new address' : 'Get my calendar address'}
        </Button>
        {/* Said beside the button, which a phone cannot widen: the address is shown once, so asking again is how
            people come back for it, and it cuts off the calendars that use the old one (the issue 23 walk). */}
        <p className="text-muted-foreground text-xs">
          Each new address ends the one you got before: calendars subscribed to it stop updating.
        </p>
      </CardContent>
    </Card>
  );
}
