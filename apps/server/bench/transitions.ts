import { PHASE } from '@rigline/contract/phases';
import autocannon from 'autocannon';
import { CONNECTIONS, TRANSITION_SECONDS } from './settings.ts';
import { sqlRows, type Target } from './targets.ts';

// ---------------------------------------------------------------------------------------------- transitions

/**
 * Rig logistics toggles 20 phase-1 orders between CREATED and ACCEPTED, one order per connection. No lost
 * update: every 200 left exactly one event row, and the kept counts still equal a recount.
 */
export async function measureTransitions(target: Target, port: number, token: string) {
  const orders = await sqlRows(
    target,
    `select o.id, o.status from orders o join requests r on r.id = o.request_id
     where o.current_phase = ${PHASE.REVIEW} and o.status in ('CREATED', 'ACCEPTED') and r.status = 'PENDING'
     order by o.id limit ${CONNECTIONS}`,
  );
  const ids = orders.map((order) => Number(order.id));
  const firstEvent =
    Number((await sqlRows(target, 'select coalesce(max(id), 0) as n from events'))[0]!.n) + 1;
  // autocannon starts each loop of `requests` with a fresh context, so the orders take turns instead: the next
  // request goes to the next order, asking for the status it does not have (as far as this side knows).
  const states = orders.map((order) => ({ id: Number(order.id), status: String(order.status) }));
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: TRANSITION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/order/update-status',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => {
          const order = states[turn++ % states.length]!;
          order.status = order.status === 'CREATED' ? 'ACCEPTED' : 'CREATED';
          return { ...request, body: JSON.stringify({ order_id: order.id, status: order.status }) };
        },
      },
    ],
  });
  const succeeded = result['2xx'];
  // Requests still in flight when autocannon stopped may have landed: let them, then read the history.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // No lost update: each order's new events chain (every one starts where the last ended) and end at the
  // status the order has now.
  const events = await sqlRows(
    target,
    `select entity_id, from_status, to_status from events
     where id >= ${firstEvent} and entity_type = 'order' and entity_id in (${ids.join(',')}) order by id`,
  );
  const final = await sqlRows(target, `select id, status from orders where id in (${ids.join(',')})`);
  let broken = 0;
  for (const order of orders) {
    let status = String(order.status);
    for (const event of events.filter((row) => Number(row.entity_id) === Number(order.id))) {
      if (event.from_status !== status) broken++;
      status = String(event.to_status);
    }
    if (final.find((row) => Number(row.id) === Number(order.id))?.status !== status) broken++;
  }
  const mismatch = await sqlRows(
    target,
    `select k.current_phase, k.status from (
       select o.current_phase, o.status, count(*) as n from orders o where o.current_phase = ${PHASE.REVIEW} group by 1, 2) k
     left join (select current_phase, status, sum(count) as n from order_counts where current_phase = ${PHASE.REVIEW} group by 1, 2) c
       on c.current_phase = k.current_phase and c.status = k.status
     where c.n is null or c.n <> k.n`,
  );
  return {
    perSecond: succeeded / TRANSITION_SECONDS,
    succeeded,
    refused: result.non2xx,
    lostUpdates: broken + mismatch.length,
  };
}
