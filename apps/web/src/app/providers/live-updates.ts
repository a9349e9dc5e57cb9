import { createEventTicketCall, EVENTS_STREAM_PATH } from '@rigline/contract/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, callApi } from '@/lib/api-client';
import { LiveConnection } from '@/lib/live-connection';
import { queryKeysForChange } from '@/lib/live-invalidation';

/**
 * While someone is signed in, other people's changes refresh what their screens show (issue 10): each change
 * from the event stream invalidates the matching queries, and after a reconnect everything on screen is
 * refetched, since changes made meanwhile were not heard.
 */
export function useLiveUpdates(userKey: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userKey || typeof EventSource === 'undefined') return;
    const connection = new LiveConnection({
      getTicket: async () => (await callApi(createEventTicketCall)).data.ticket,
      openEventSource: (url) => new EventSource(url),
      streamUrl: `${import.meta.env.VITE_API_BASE_URL ?? ''}${EVENTS_STREAM_PATH}`,
      onChange: (change) => {
        for (const queryKey of queryKeysForChange(change)) void queryClient.invalidateQueries({ queryKey });
      },
      onResync: () => void queryClient.invalidateQueries(),
      shouldStop: (error) => error instanceof ApiError && error.status === 401,
    });
    connection.start();
    return () => connection.stop();
  }, [userKey, queryClient]);
}
