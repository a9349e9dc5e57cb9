import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RequestsAtRiskCard } from './requests-at-risk-card';

const REASON = 'No scheduled sailing arrives at Nordic Star by its required-by date 2026-12-01';

function renderCard(requests: Parameters<typeof RequestsAtRiskCard>[0]['requests']) {
  render(
    <MemoryRouter>
      <TooltipProvider>
        <RequestsAtRiskCard
          count={requests.length}
          requests={requests}
          requestHref={(id) => `/base-coordinator/requests/${id}`}
        />
      </TooltipProvider>
    </MemoryRouter>,
  );
}

describe("The coordinator's Requests at Risk", () => {
  it('lists each request at risk with its link, its required-by date and the reason, also in the badge’s name', () => {
    renderCard([
      {
        id: 7,
        title: 'Casing',
        rig: { id: 1, name: 'Nordic Star' },
        required_by: '2026-12-01',
        reason: REASON,
      },
    ]);
    const card = screen.getByRole('region', { name: 'Requests at risk' });
    expect(within(card).getByText('Requests at Risk (1)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'REQ-007 Casing' }).getAttribute('href')).toBe(
      '/base-coordinator/requests/7',
    );
    expect(within(card).getByRole('button', { name: `At risk: ${REASON}` })).toBeTruthy();
    expect(within(card).getByText(`Nordic Star · required by 01 Dec 2026 · ${REASON}`)).toBeTruthy();
  });

  it('says so when no request is at risk', () => {
    renderCard([]);
    expect(screen.getByText('Every open request is on course for its required-by date.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^At risk/ })).toBeNull();
  });
});
