import { endJourneyCall, startJourneyCall } from '@rigline/contract/journeys';
import { startVoyageCall } from '@rigline/contract/voyages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { endJourney } from './end-journey';
import { startJourney } from './start-journey';
import { startVoyage } from './start-voyage';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedCallApi.mockResolvedValue({ status: true, message: 'ok', data: {} } as never);
});

/** docs/decisions/012: every transition sends the version of what the person saw. */
describe('voyage and journey transitions', () => {
  it('send the version shown', async () => {
    await startVoyage(7, 3);
    expect(mockedCallApi).toHaveBeenCalledWith(startVoyageCall, { body: { voyage_id: 7, version: 3 } });
    await startJourney({ id: 11, version: 2 });
    expect(mockedCallApi).toHaveBeenCalledWith(startJourneyCall, { body: { journey_id: 11, version: 2 } });
    await endJourney({ id: 11, version: 4 });
    expect(mockedCallApi).toHaveBeenCalledWith(endJourneyCall, { body: { journey_id: 11, version: 4 } });
  });
});
