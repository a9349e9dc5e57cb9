import { type FieldError, isStorableText, type PageMeta, pageMeta } from '@rigline/contract/api';
import { ITEM_UNITS } from '@rigline/contract/constants';
import {
  type BulkRowFailure,
  bulkItemRowSchema,
  type Item,
  type ListItemsFilter,
  type NewItem,
} from '@rigline/contract/items';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import { AppError } from '../../errors.ts';
import { requireVendorId } from '../requests/request-access.ts';
import {
  countOrdersByItem,
  deleteVendorItems,
  findTakenMatCodes,
  findVendorItems,
  findVendorItemsByIds,
  type ItemRow,
  insertItem,
  insertItems,
  type NewItemRow,
} from './items.repository.ts';

const NO_VENDOR_MESSAGE =
  "Items belong to a supplier's company, and this account is not linked to one. Sign in as a supplier of that company to manage its catalogue.";

/** Whose catalogue the user keeps. Admin (and any account without a company) has none to act on. */
function vendorIdOf(user: CurrentUser): number {
  return requireVendorId(user, { code: 'BAD_INPUT', message: NO_VENDOR_MESSAGE });
}

function matCodeTakenMessage(matCode: string): string {
  return `An item with mat code ${matCode} already exists`;
}

export async function listItems(options: {
  db: Db;
  user: CurrentUser;
  filter: ListItemsFilter;
}): Promise<{ data: Item[]; meta: PageMeta }> {
  const { filter } = options;
  const { rows, total } = await findVendorItems(
    options.db,
    { vendorId: vendorIdOf(options.user), search: filter.search, matCode: filter.mat_code },
    { limit: filter.limit, offset: (filter.page - 1) * filter.limit },
  );
  return { data: rows.map(toItem), meta: pageMeta(total, filter) };
}

export async function createItem(options: { db: Db; user: CurrentUser; item: NewItem }): Promise<Item> {
  const vendorId = vendorIdOf(options.user);
  const { item } = options;
  const refuseTaken = () =>
    new AppError('BAD_INPUT', matCodeTakenMessage(item.mat_code), [
      { field: 'mat_code', message: matCodeTakenMessage(item.mat_code) },
    ]);
  try {
    const row = await options.db.transaction().execute(async (trx) => {
      const taken = await findTakenMatCodes(trx, vendorId, [item.mat_code]);
      if (taken.length > 0) throw refuseTaken();
      return insertItem(trx, toNewItemRow(vendorId, item));
    });
    return toItem(row);
  } catch (error) {
    // Two people adding the same mat code at once: the database's unique constraint refuses the second.
    if (isUniqueViolation(error)) throw refuseTaken();
    throw error;
  }
}

export async function deleteItems(options: {
  db: Db;
  user: CurrentUser;
  itemIds: number[];
}): Promise<number> {
  const vendorId = vendorIdOf(options.user);
  const ids = [...new Set(options.itemIds)];
  try {
    return await options.db.transaction().execute(async (trx) => {
      const items = await findVendorItemsByIds(trx, vendorId, ids);
      // Another vendor's item answers as an unknown one (decisions.md §2).
      if (items.length !== ids.length) throw new AppError('NOT_FOUND', 'Item not found');
      const usage = await countOrdersByItem(trx, ids);
      if (usage.length > 0) {
        const matCodeById = new Map(items.map((item) => [item.id, item.mat_code]));
        const message = usage
          .map(
            ({ item_id, order_count }) =>
              `Item ${matCodeById.get(item_id)} is used by ${order_count} order(s) and cannot be deleted`,
          )
          .join('; ');
        throw new AppError('CONFLICT', message);
      }
      return deleteVendorItems(trx, vendorId, ids);
    });
  } catch (error) {
    // An order for one of these items was placed while we deleted: its foreign key refuses the delete.
    if (isForeignKeyViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'An order was just placed for one of these items, so nothing was deleted. Please reload and try again.',
      );
    }
    throw error;
  }
}

/**
 * Checks each row on its own and creates the good ones together, so one bad row does not refuse the whole
 * file: a row fails on its own field errors, on a mat code already in the catalogue, or on a mat code an
 * earlier row of the same file already uses (both rows are then the person's to sort out).
 */
export async function bulkCreateItems(options: {
  db: Db;
  user: CurrentUser;
  rows: unknown[];
}): Promise<{ created: number; failed: BulkRowFailure[] }> {
  const vendorId = vendorIdOf(options.user);
  try {
    return await options.db.transaction().execute(async (trx) => {
      const rawMatCodes = options.rows.map(matCodeOf);
      const taken = new Set(
        (
          await findTakenMatCodes(
            trx,
            vendorId,
            rawMatCodes.filter((code): code is string => code !== null),
          )
        ).map((code) => code.toLowerCase()),
      );
      const firstRowByMatCode = new Map<string, number>();
      const failed: BulkRowFailure[] = [];
      const toCreate: NewItemRow[] = [];

      options.rows.forEach((raw, index) => {
        const rowNumber = index + 1;
        const errors: FieldError[] = [];
        const parsed = bulkItemRowSchema.safeParse(raw);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            errors.push({ field: issue.path.map(String).join('.') || 'input', message: issue.message });
          }
        }
        const matCode = rawMatCodes[index];
        if (matCode) {
          const key = matCode.toLowerCase();
          const firstRow = firstRowByMatCode.get(key);
          if (taken.has(key)) {
            errors.push({ field: 'mat_code', message: matCodeTakenMessage(matCode) });
          } else if (firstRow !== undefined) {
            errors.push({
              field: 'mat_code',
              message: `Mat code ${matCode} is already used in row ${firstRow}`,
            });
          } else {
            firstRowByMatCode.set(key, rowNumber);
          }
        }
        if (errors.length > 0 || !parsed.success) {
          failed.push({ row: rowNumber, errors });
          return;
        }
        const row = parsed.data;
        toCreate.push(
          toNewItemRow(vendorId, {
            ...row,
            // A spreadsheet row has no description column: the item's name stands in for it.
            description: row.description === '' ? row.name : row.description,
            remarks: '',
          }),
        );
      });

      const created = await insertItems(trx, toCreate);
      return { created, failed };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        'Some of these mat codes were just added to the catalogue by someone else, so nothing was created. Please upload the file again.',
      );
    }
    throw error;
  }
}

/**
 * The row's mat code as a person typed it (trimmed), even when the row has other errors; null if none, or if it
 * is not storable text (the row's own check reports that; the database must never see it).
 */
function matCodeOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('mat_code' in raw)) return null;
  const value = raw.mat_code;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || !isStorableText(trimmed) ? null : trimmed;
}

function toNewItemRow(
  vendorId: number,
  item: Pick<
    NewItem,
    | 'mat_code'
    | 'name'
    | 'description'
    | 'remarks'
    | 'length'
    | 'breadth'
    | 'height'
    | 'weight'
    | 'volume'
    | 'item_measurement_unit'
    | 'un_number'
    | 'imdg_class'
    | 'packing_group'
    | 'is_stackable'
  >,
): NewItemRow {
  return {
    vendor_id: vendorId,
    mat_code: item.mat_code,
    name: item.name,
    description: item.description,
    remarks: item.remarks,
    length: item.length,
    breadth: item.breadth,
    height: item.height,
    weight: item.weight,
    volume: item.volume,
    // Fixed whatever the client sends (product document §5); the contract refuses any other unit.
    length_unit: ITEM_UNITS.length,
    breadth_unit: ITEM_UNITS.breadth,
    height_unit: ITEM_UNITS.height,
    weight_unit: ITEM_UNITS.weight,
    volume_unit: ITEM_UNITS.volume,
    item_measurement_unit: item.item_measurement_unit,
    un_number: item.un_number ?? null,
    imdg_class: item.imdg_class ?? null,
    packing_group: item.packing_group ?? null,
    is_stackable: item.is_stackable ? 1 : 0,
    status: 1,
    created_at: new Date().toISOString(),
  };
}

export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    mat_code: row.mat_code,
    remarks: row.remarks,
    length: row.length,
    breadth: row.breadth,
    height: row.height,
    weight: row.weight,
    volume: row.volume,
    // The response schema checks these when it serializes; a unit other than the fixed ones is a data fault.
    length_unit: row.length_unit as Item['length_unit'],
    breadth_unit: row.breadth_unit as Item['breadth_unit'],
    height_unit: row.height_unit as Item['height_unit'],
    weight_unit: row.weight_unit as Item['weight_unit'],
    volume_unit: row.volume_unit as Item['volume_unit'],
    item_measurement_unit: row.item_measurement_unit as Item['item_measurement_unit'],
    status: row.status === 1,
    vendor_id: row.vendor_id,
    un_number: row.un_number,
    imdg_class: row.imdg_class,
    packing_group: row.packing_group,
    is_stackable: row.is_stackable === 1,
  };
}
