/**
 * The tables of email notices (issue 26, migration 030, docs/decisions/080), typed here beside schema.ts, which
 * lists them in its Database.
 */

/** A person's choice for one kind of notice; a kind without a row is BELL. */
export interface NotificationPreferenceTable {
  user_id: number;
  kind: string;
  /** BELL, EMAIL or DIGEST. */
  channel: string;
  updated_at: string;
}

/** The claim of one person's daily digest (UTC day, YYYY-MM-DD): it goes once across server processes. */
export interface EmailDigestTable {
  user_id: number;
  day: string;
  sent_at: string;
  notice_count: number;
}
