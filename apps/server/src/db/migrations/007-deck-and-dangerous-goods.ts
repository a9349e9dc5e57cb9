import type { Kysely } from 'kysely';

/**
 * Columns two issues share, landed ahead of both so that neither waits for the other: a vessel's clear deck
 * (administration edits it, load planning uses it; unknown until someone enters it, the usable share of it
 * 0.85 unless set) and an item's dangerous-goods fields (load planning). All optional: nothing before this
 * migration knew them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const real = 'double precision';
  await db.schema.alterTable('vessels').addColumn('deck_length_m', real).execute();
  await db.schema.alterTable('vessels').addColumn('deck_width_m', real).execute();
  await db.schema.alterTable('vessels').addColumn('max_deck_load_t', real).execute();
  await db.schema
    .alterTable('vessels')
    .addColumn('usable_deck_factor', real, (c) => c.notNull().defaultTo(0.85))
    .execute();
  await db.schema.alterTable('items').addColumn('un_number', 'text').execute();
  await db.schema.alterTable('items').addColumn('imdg_class', 'text').execute();
  await db.schema.alterTable('items').addColumn('packing_group', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('is_stackable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
