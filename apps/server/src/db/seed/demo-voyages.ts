import type { Db } from '../connection.ts';
import { insertSailedLoadLines } from '../sailed-load-lines.ts';
import type { DemoMasterData } from './demo-master-data.ts';

export interface DemoVoyageSpec {
  name: string;
  vesselId: number;
  createdAt: string;
  startedAt?: string;
  endedAt?: string;
  /** Rig indexes in sequence, each with when its journey started and ended, if it did. */
  journeys: Array<{ rigIndex: number; startedAt?: string; endedAt?: string }>;
}

/** A voyage from the default base and back, with its journeys to the rigs in sequence. */
export async function addDemoVoyage(
  trx: Db,
  master: DemoMasterData,
  spec: DemoVoyageSpec,
): Promise<{ voyageId: number; journeyIds: number[] }> {
  const voyage = await trx
    .insertInto('voyages')
    .values({
      name: spec.name,
      vessel_id: spec.vesselId,
      status: spec.endedAt ? 'COMPLETED' : spec.startedAt ? 'STARTED' : 'PLANNING',
      start_base_id: master.defaultBaseId,
      end_base_id: master.defaultBaseId,
      started_at: spec.startedAt ?? null,
      ended_at: spec.endedAt ?? null,
      created_at: spec.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const journeys = await trx
    .insertInto('journeys')
    .values(
      spec.journeys.map((journey, index) => ({
        voyage_id: voyage.id,
        rig_id: master.rigIds[journey.rigIndex]!,
        sequence: index + 1,
        started_at: journey.startedAt ?? null,
        ended_at: journey.endedAt ?? null,
        created_at: spec.createdAt,
      })),
    )
    .returning('id')
    .execute();
  return { voyageId: voyage.id, journeyIds: journeys.map((journey) => journey.id) };
}

/**
 * The voyage's history as the app writes it (docs/decisions/023): created by the coordinator, each journey added;
 * then, where the spec says they happened, the voyage started (counting the orders it took to sea), each
 * journey started and ended by rig logistics (counting the orders that arrived), and the voyage back at base.
 * Called once the requests it carries are seeded, so the counts are those of their orders' events.
 */
export async function recordDemoVoyageHistory(
  trx: Db,
  master: DemoMasterData,
  voyage: { voyageId: number; journeyIds: number[] },
  spec: DemoVoyageSpec,
): Promise<void> {
  const { coordinator, rigLogistics } = master.users;
  const movedTo = async (status: string, journeyId?: number) => {
    let query = trx
      .selectFrom('events')
      .innerJoin('shipments', 'shipments.id', 'events.shipment_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('events.entity_type', '=', 'order')
      .where('events.to_status', '=', status)
      .where('shipments.voyage_id', '=', voyage.voyageId);
    if (journeyId !== undefined) query = query.where('shipments.journey_id', '=', journeyId);
    return Number((await query.executeTakeFirst())?.count ?? 0);
  };
  const event = (
    entity: 'voyage' | 'journey',
    id: number,
    actor: number,
    from: string | null,
    to: string,
    at: string,
    count: number | null = null,
  ) => ({
    entity_type: entity,
    entity_id: id,
    actor_user_id: actor,
    from_phase: null,
    to_phase: null,
    from_status: from,
    to_status: to,
    created_at: at,
    voyage_id: voyage.voyageId,
    count,
  });
  const events = [
    event('voyage', voyage.voyageId, coordinator, null, 'PLANNING', spec.createdAt),
    ...voyage.journeyIds.map((id) => event('journey', id, coordinator, null, 'PLANNED', spec.createdAt)),
  ];
  if (spec.startedAt) {
    const atSea = await movedTo('IN_TRANSIT');
    events.push(event('voyage', voyage.voyageId, coordinator, 'PLANNING', 'STARTED', spec.startedAt, atSea));
  }
  for (const [index, journey] of spec.journeys.entries()) {
    const id = voyage.journeyIds[index]!;
    if (journey.startedAt)
      events.push(event('journey', id, rigLogistics, 'PLANNED', 'STARTED', journey.startedAt));
    if (journey.endedAt) {
      const arrived = await movedTo('OFFLOAD_REQUIRED', id);
      events.push(event('journey', id, rigLogistics, 'STARTED', 'ENDED', journey.endedAt, arrived));
    }
  }
  if (spec.endedAt) {
    const returned = await movedTo('ON_BOARD_RETURNING');
    events.push(
      event('voyage', voyage.voyageId, coordinator, 'STARTED', 'COMPLETED', spec.endedAt, returned),
    );
  }
  await trx.insertInto('events').values(events).execute();
  if (spec.startedAt) await recordDemoSailedLoad(trx, voyage.voyageId);
}

/**
 * What a started demo voyage carried as it sailed, written by the same writer "Start Voyage" uses
 * (docs/decisions/053).
 */
async function recordDemoSailedLoad(trx: Db, voyageId: number): Promise<void> {
  await insertSailedLoadLines(trx, voyageId);
}
