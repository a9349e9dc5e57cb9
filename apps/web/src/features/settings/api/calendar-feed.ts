import { calendarFeedCall } from '@rigline/contract/sailings';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /api/user/calendar-feed (issue 23): a new private calendar address; the one before stops working. */
export async function renewCalendarFeed() {
  const response = await callApi(calendarFeedCall);
  return response.data;
}

export function useRenewCalendarFeed() {
  return useMutation({ mutationFn: renewCalendarFeed });
}
