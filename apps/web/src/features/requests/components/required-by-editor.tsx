import { calendarDateSchema } from '@rigline/contract/time';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { conflictMessageOf, serverMessageOf } from '@/lib/fetch-errors';
import { useSetRequiredBy } from '../api/set-required-by';
import { NextSailings } from './next-sailings';

const requiredBySchema = calendarDateSchema('Required by');

/**
 * Required by on the supplier's draft (issue 23): the date the rig needs the goods, changed or cleared while the
 * request is a draft, with the rig's next sailings beside it.
 */
export function RequiredByEditor({
  requestId,
  requiredBy,
  version,
  rigId,
  rigName,
}: {
  requestId: number;
  requiredBy: string | null;
  version: number;
  rigId: number;
  rigName: string | null;
}) {
  const id = useId();
  const [text, setText] = useState(requiredBy ?? '');
  // The saved date, or one changed meanwhile by another window, shows as the box's text. The editor stays
  // mounted across the refetch after a save, so that the save's toast is shown (the walk found it lost).
  useEffect(() => setText(requiredBy ?? ''), [requiredBy]);
  const [error, setError] = useState<string | null>(null);
  const save = useSetRequiredBy(requestId);
  const isUnchanged = text === (requiredBy ?? '');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    let next: string | null = null;
    if (text !== '') {
      const parsed = requiredBySchema.safeParse(text);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Required by must be a date');
        return;
      }
      next = parsed.data;
    }
    setError(null);
    save.mutate(
      { requiredBy: next, version },
      {
        onSuccess: (data) => toast.success(data.message),
        onError: (failure) =>
          toast.error('Could not save Required by', {
            description: conflictMessageOf(failure) ?? serverMessageOf(failure) ?? 'Please try again.',
          }),
      },
    );
  }

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle>Required by</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <form className="grid content-start gap-2" noValidate onSubmit={submit}>
          <Label htmlFor={`${id}-date`}>Date the rig needs the goods (optional)</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-date`}
              type="date"
              className="w-44"
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-why`}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={isUnchanged || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} className="text-destructive text-sm">
              {error}
            </p>
          ) : isUnchanged ? (
            <p id={`${id}-why`} className="text-muted-foreground text-xs">
              Change the date to save it; clear it to remove it.
            </p>
          ) : null}
        </form>
        <NextSailings rigId={rigId} rigName={rigName} />
      </CardContent>
    </Card>
  );
}
