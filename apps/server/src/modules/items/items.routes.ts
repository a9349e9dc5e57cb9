import { bulkCreateItemsCall, createItemCall, deleteItemsCall, listItemsCall } from '@rigline/contract/items';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { ITEM_COLUMNS } from '../exports/list-columns.ts';
import { bulkCreateItems, createItem, deleteItems, listItems } from './items.service.ts';

/** The supplier's item catalogue (product document §2 "Item catalogue", §5 Add Item and Bulk Add). */
export function registerItemRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listItemsCall, {
    access: ['supplier'],
    list: ({ query, user }, paging) => listItems({ db: deps.db, user, filter: { ...query, ...paging } }),
    envelope: (items) => ({ status: true, message: 'Items retrieved successfully', data: { items } }),
    file: { name: 'items', columns: ITEM_COLUMNS },
  });

  registerCall(app, deps, createItemCall, {
    access: ['supplier'],
    handler: async ({ body, user }) => {
      const item = await createItem({ db: deps.db, user, item: body });
      const message = 'Item created successfully';
      return { status: true, message, data: { message, item } };
    },
  });

  registerCall(app, deps, deleteItemsCall, {
    access: ['supplier'],
    handler: async ({ body, user }) => {
      const deleted = await deleteItems({ db: deps.db, user, itemIds: body.item_ids });
      const message = deleted === 1 ? 'Item deleted successfully' : `${deleted} items deleted successfully`;
      return { status: true, message, data: { message, deleted } };
    },
  });

  registerCall(app, deps, bulkCreateItemsCall, {
    access: ['supplier'],
    handler: async ({ body, user }) => {
      const { created, failed } = await bulkCreateItems({ db: deps.db, user, rows: body.items });
      const message = `${created} item(s) created, ${failed.length} row(s) failed`;
      return { status: true, message, data: { message, created, failed } };
    },
  });
}
