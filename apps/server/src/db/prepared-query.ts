import { type Compilable, type CompiledQuery, createQueryId, type RootOperationNode } from 'kysely';
import type { Db } from './connection.ts';

/*
 * Queries of a fixed shape built and compiled once, then run with each call's values (issue 24, docs/decisions/083).
 * A profile of a list call on SQLite spent about as much CPU building and compiling its Kysely queries as
 * SQLite spent running them; the hot paths (the session check of every call, the list pages and their totals)
 * have a handful of shapes each, so each shape is built once per dialect and its SQL kept.
 *
 * The query is built with named placeholders (`param('sessionId')`) where its values go; compiling it gives SQL
 * whose parameters are those placeholders, and each call fills in its own values by name. The plugins of the
 * database still see every query (the metrics' query timer): each run hands the kept query to them, and were a
 * plugin to change it, the changed query would be compiled for that run.
 */

/** Where a named value goes, while the query is built and compiled. */
class Placeholder {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** The values a prepared query takes: scalars only (a list would change the SQL's shape). */
export type PreparedValues = Record<string, string | number | null>;

/** A placeholder for the value named `name`, typed as the value it stands for. */
export type Param<V extends PreparedValues> = <K extends keyof V & string>(name: K) => V[K];

interface Kept {
  sql: string;
  query: RootOperationNode;
  parameters: readonly unknown[];
}

/** Per dialect (the adapter of a database and of its transactions), the compiled shapes by key. */
const kept = new WeakMap<object, Map<string, Kept>>();

function compileOnce<V extends PreparedValues>(
  db: Db,
  build: (db: Db, param: Param<V>) => Compilable<unknown>,
): Kept {
  // Built without plugins: they run on every execution instead, as they would on a query built anew.
  const compiled = build(
    db.withoutPlugins(),
    ((name: string) => new Placeholder(name)) as unknown as Param<V>,
  ).compile();
  return { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
}

function filledIn(parameter: unknown, values: PreparedValues): unknown {
  if (!(parameter instanceof Placeholder)) return parameter;
  const value = values[parameter.name];
  if (value === undefined) throw new Error(`The prepared query has no value for ${parameter.name}.`);
  return value;
}

/**
 * Runs the query of this `key`, built by `build` the first time on this database's dialect. The key must name
 * everything that changes the SQL (which filters are present, which of two forms a condition takes); the values
 * that change only the parameters go through `param` and `values`.
 */
export async function runPrepared<O, V extends PreparedValues>(
  db: Db,
  key: string,
  build: (db: Db, param: Param<V>) => Compilable<O>,
  values: V,
): Promise<O[]> {
  const executor = db.getExecutor();
  let shapes = kept.get(executor.adapter);
  if (!shapes) {
    shapes = new Map();
    kept.set(executor.adapter, shapes);
  }
  let shape = shapes.get(key);
  if (!shape) {
    shape = compileOnce(db, build);
    shapes.set(key, shape);
  }
  const queryId = createQueryId();
  const query = executor.transformQuery(shape.query, queryId);
  const compiled = query === shape.query ? shape : executor.compileQuery(query, queryId);
  const parameters = compiled.parameters.map((parameter) => filledIn(parameter, values));
  const result = await executor.executeQuery<O>({
    sql: compiled.sql,
    query,
    parameters,
    queryId,
  } satisfies CompiledQuery<O>);
  return result.rows;
}
