import type { Db } from '../../db/connection.ts';

export async function insertTicket(
  db: Db,
  ticket: { ticketHash: string; userId: number; sessionId: string | null; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('event_tickets')
    .values({
      ticket_hash: ticket.ticketHash,
      user_id: ticket.userId,
      session_id: ticket.sessionId,
      expires_at: ticket.expiresAt,
    })
    .execute();
}

export async function deleteExpiredTickets(db: Db, now: string): Promise<void> {
  await db.deleteFrom('event_tickets').where('expires_at', '<=', now).execute();
}

/** Takes the ticket if it is still valid: one delete, so two uses of one ticket cannot both succeed. */
export async function takeTicket(
  db: Db,
  options: { ticketHash: string; now: string },
): Promise<{ userId: number; sessionId: string | null } | null> {
  const row = await db
    .deleteFrom('event_tickets')
    .where('ticket_hash', '=', options.ticketHash)
    .where('expires_at', '>', options.now)
    .returning(['user_id', 'session_id'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.session_id } : null;
}
