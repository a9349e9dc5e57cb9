import type { Db } from '../connection.ts';
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
