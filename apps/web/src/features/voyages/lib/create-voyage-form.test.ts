import { describe, expect, it } from 'vitest';
import { createVoyageFormSchema } from './create-voyage-form';

/* Create Voyage / New voyage (issue 23): the screen asks for the plan, typed in the display zone, sent as UTC. */

describe('the create voyage form', () => {
  const schema = createVoyageFormSchema('Europe/Oslo');

  it('sends the planned departure and return as UTC', () => {
    expect(
      schema.parse({
        name: 'Thursday run',
        vessel_id: '2',
        planned_departure_at: '2026-12-03T08:00',
        planned_return_at: '2026-12-05T18:00',
      }),
    ).toEqual({
      name: 'Thursday run',
      vessel_id: 2,
      planned_departure_at: '2026-12-03T07:00:00.000Z',
      planned_return_at: '2026-12-05T17:00:00.000Z',
    });
  });

  it('asks for both times, and a return after the departure', () => {
    const empty = schema.safeParse({
      name: 'Run',
      vessel_id: '2',
      planned_departure_at: '',
      planned_return_at: '',
    });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the planned departure',
      'Please enter the planned return',
    ]);
    const backwards = schema.safeParse({
      name: 'Run',
      vessel_id: '2',
      planned_departure_at: '2026-12-05T08:00',
      planned_return_at: '2026-12-03T08:00',
    });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['planned_return_at', 'The planned return must be after the planned departure'],
    ]);
  });
});
