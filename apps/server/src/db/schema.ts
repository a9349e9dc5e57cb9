import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ApiKeyTable } from './schema-api-keys.ts';
import type { CcuTable, CcuTripOrderTable, CcuTripTable } from './schema-ccus.ts';
import type { EmailDigestTable, NotificationPreferenceTable } from './schema-email.ts';
import type { OutboxAttemptTable, OutboxTable, WebhookTable } from './schema-integrations.ts';
import type {
  CalendarFeedTable,
  CutoffReminderTable,
  IdempotencyKeyTable,
  LateBookingTable,
} from './schema-schedule.ts';

/**
 * Column types as both databases return them. Timestamps are ISO 8601 UTC text and flags are 0/1 integers
 * on both, so a row reads the same from SQLite and PostgreSQL (docs/decisions/002-portable-columns.md).
 */
type Timestamp = string;
type Flag = number;

export interface VendorTable {
  id: Generated<number>;
  name: string;
  category: string;
  status: 'active' | 'inactive';
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  created_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  password_hash: string;
  role_slug: string;
  vendor_id: number | null;
  created_at: Timestamp;
  /** 0: deactivated by an admin; cannot sign in (migration 008). */
  is_active: Generated<Flag>;
  /** 1 after an admin created the account or reset its password, until the user chooses their own. */
  must_change_password: Generated<Flag>;
  last_sign_in_at: Timestamp | null;
  /** 1: the account of an API key (migration 028): never listed, notified or signed in with a password. */
  is_api_key: Generated<Flag>;
}

/** One row per sign-in; a token names its row, and deleting the row ends the session (docs/decisions/009). */
export interface SessionTable {
  /** Random, 128 bits, base64url: the token's `sid`. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

/** The sign-in throttle's counts (docs/decisions/010), keyed by a SHA-256 hash of what is counted. */
export interface LoginAttemptTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  last_failure_at: Timestamp;
}

/** An account and an address it signed in from with the right password (hashed together). */
export interface KnownSignInAddressTable {
  key: string;
  last_success_at: Timestamp;
}

export interface BaseTable {
  id: Generated<number>;
  name: string;
  location: string;
  is_default: Flag;
  created_at: Timestamp;
  /** Hours before a sailing's planned departure that booking closes (migration 018, issue 23). */
  booking_cutoff_hours: Generated<number>;
  /** IANA time zone, e.g. Europe/Oslo (migration 018). */
  time_zone: Generated<string>;
  /** A leg is on time when it arrives within this many hours of its published arrival (migration 022). */
  on_time_window_hours: Generated<number>;
}

export interface RigTable {
  id: Generated<number>;
  code: string;
  name: string;
  location: string;
  status: Flag;
  current_well_id: number | null;
  created_at: Timestamp;
  /** IANA time zone, e.g. Europe/Oslo (migration 018). */
  time_zone: Generated<string>;
}

/** A rig logistics user's home rigs (migration 011, issue 12). */
export interface UserHomeRigTable {
  user_id: number;
  rig_id: number;
}

export interface WellTable {
  id: Generated<number>;
  rig_id: number;
  name: string;
  location: string;
  created_at: Timestamp;
}

export interface VesselTable {
  id: Generated<number>;
  name: string;
  essos_voyage_number: string;
  /** The clear deck; null while unknown (no capacity check). */
  deck_length_m: number | null;
  deck_width_m: number | null;
  max_deck_load_t: number | null;
  usable_deck_factor: Generated<number>;
  created_at: Timestamp;
  /** 0: takes no new voyage (migration 008). */
  is_active: Generated<Flag>;
}

export interface ItemTable {
  id: Generated<number>;
  vendor_id: number;
  mat_code: string;
  name: string;
  description: string;
  remarks: string;
  length: number;
  breadth: number;
  height: number;
  weight: number;
  volume: number;
  length_unit: string;
  breadth_unit: string;
  height_unit: string;
  weight_unit: string;
  volume_unit: string;
  item_measurement_unit: string;
  status: Flag;
  /** Dangerous goods: UN + 4 digits, IMDG class (e.g. 2.1), packing group I–III; null when not DG. */
  un_number: string | null;
  imdg_class: string | null;
  packing_group: string | null;
  is_stackable: Generated<Flag>;
  created_at: Timestamp;
}

export interface RequestTable {
  id: Generated<number>;
  vendor_id: number;
  created_by: number;
  rig_id: number;
  well_id: number;
  title: string;
  description: string;
  section: string;
  request_type: string;
  status: string;
  current_phase: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The date (YYYY-MM-DD) the rig needs the goods by; optional (migration 018, issue 23). */
  required_by: string | null;
  po_number: Generated<string | null>; // the ERP's purchase-order number (migration 027)
  /** Goes up with every change to the request or to what it holds (docs/decisions/012). */
  version: Generated<number>;
}

export interface OrderTable {
  id: Generated<number>;
  request_id: number;
  item_id: number;
  quantity: number;
  status: string;
  current_phase: number;
  shipment_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Goes up with every change to the order (docs/decisions/012). */
  version: Generated<number>;
  /** Why it was rejected, as the person gave it (migration 010). */
  reject_reason: Generated<string | null>;
  /** Kept on board (phase 9, issue 9): why, and the note; kept after it comes back. */
  kept_reason: string | null;
  kept_note: string | null;
  /** The voyage it came back to base on, kept on board. */
  returned_from_voyage_id: number | null;
  /** What the rig recorded on receipt. */
  received_quantity: number | null;
  damaged_quantity: number | null;
  receipt_note: string | null;
  received_at: Timestamp | null;
  /** The order this one was split from (issue 22, migration 013); null for an order as it was placed. */
  split_from_order_id: number | null;
  po_number: Generated<string | null>; // the ERP's purchase-order number (migration 027)
}

export interface VoyageTable {
  id: Generated<number>;
  name: string;
  vessel_id: number;
  status: string;
  start_base_id: number;
  end_base_id: number;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  /** The plan (migration 018, issue 23): sailing from the base and back; null while unscheduled. */
  planned_departure_at: Timestamp | null;
  planned_return_at: Timestamp | null;
  /** Goes up with every change to the voyage or to what it carries (docs/decisions/012). */
  version: Generated<number>;
  /** Who changed the voyage or what it carries last, and when; null until then. */
  updated_at: Timestamp | null;
  updated_by: number | null;
}

export interface JourneyTable {
  id: Generated<number>;
  voyage_id: number;
  rig_id: number;
  sequence: number;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  /** The plan at the rig (migration 018, issue 23); null while unscheduled. */
  planned_arrival_at: Timestamp | null;
  planned_departure_at: Timestamp | null;
  /**
   * The planned arrival as it stood at the booking cut-off, kept by the first change of the plan after it
   * (migration 022, docs/decisions/063); null while the plan was not changed after the cut-off.
   */
  published_arrival_at: Timestamp | null;
  /** Goes up with every change to the journey (docs/decisions/012). */
  version: Generated<number>;
  updated_at: Timestamp | null;
  updated_by: number | null;
}

export interface ShipmentTable {
  id: Generated<number>;
  request_id: number;
  voyage_id: number;
  journey_id: number;
  created_at: Timestamp;
}

export type EventEntityType =
  | 'order'
  | 'request'
  | 'voyage'
  | 'journey'
  | 'shipment'
  | 'backload'
  | 'discrepancy';

/** A receipt at the rig that differs from the order (issue 9). */
export interface DiscrepancyTable {
  id: Generated<number>;
  order_id: number;
  request_id: number;
  rig_id: number;
  vendor_id: number;
  ordered_quantity: number;
  received_quantity: number;
  damaged_quantity: number;
  note: string;
  status: 'OPEN' | 'RESOLVED';
  resolution: string | null;
  created_by: number;
  created_at: Timestamp;
  resolved_by: number | null;
  resolved_at: Timestamp | null;
  version: Generated<number>;
}

/**
 * An order line as it sailed on a voyage (migration 012, docs/decisions/053): written by "Start Voyage", marked
 * when the order is kept on board; the load plan and manifest of a started voyage read these rows only.
 */
export interface SailedLoadLineTable {
  voyage_id: number;
  order_id: number;
  journey_id: number;
  shipment_id: number;
  request_id: number;
  quantity: number;
  vendor_name: string;
  item_name: string;
  mat_code: string;
  length: number;
  breadth: number;
  height: number;
  weight: number;
  item_measurement_unit: string;
  un_number: string | null;
  imdg_class: string | null;
  packing_group: string | null;
  is_stackable: Flag;
  is_kept_on_board: Generated<Flag>;
}

/** Cargo from a rig back to base on a voyage calling there (issue 9). */
export interface BackloadTable {
  id: Generated<number>;
  voyage_id: number;
  journey_id: number;
  rig_id: number;
  status: 'BOOKED' | 'LOADED' | 'RECEIVED' | 'CANCELLED';
  created_by: number;
  created_at: Timestamp;
  loaded_at: Timestamp | null;
  received_at: Timestamp | null;
  receipt_note: string | null;
  updated_at: Timestamp | null;
  updated_by: number | null;
  version: Generated<number>;
}

export interface BackloadLineTable {
  id: Generated<number>;
  backload_id: number;
  position: number;
  description: string;
  category: string;
  quantity: number;
  unit: string;
  weight_kg: number;
  length_m: number;
  width_m: number;
  height_m: number;
  vendor_id: number | null;
  un_number: string | null;
  imdg_class: string | null;
  received_quantity: number | null;
  ccu_id: number | null; // the unit an EMPTY_CCU line brings home (migration 026)
}

/** Master data (migration 008): who changed what, `details` holding the changed fields. */
export type MasterDataEntityType = 'vendor' | 'user' | 'rig' | 'well' | 'vessel' | 'base' | 'ccu';

/**
 * Append-only: one row per transition of an order, request, voyage, journey or shipment. request_id,
 * voyage_id and shipment_id say what the row belongs to, so a request's or a voyage's history is one read.
 */
export interface EventTable {
  id: Generated<number>;
  /** Read only through the transitions' histories, which select their own types; written also by master data. */
  entity_type: ColumnType<EventEntityType, EventEntityType | MasterDataEntityType, never>;
  entity_id: number;
  actor_user_id: number | null;
  from_phase: number | null;
  to_phase: number | null;
  from_status: string | null;
  to_status: string | null;
  created_at: Timestamp;
  request_id: number | null;
  voyage_id: number | null;
  shipment_id: number | null;
  /** Why, where a person gave a reason. */
  reason: string | null;
  /** How many orders moved with a voyage or journey transition. */
  count: number | null;
  /** Master data: JSON of what changed, {field: [before, after]} (a created row: {field: [null, value]}). */
  details: string | null;
}

/** The bell: one row per notice per user. Unread notices of one batch share a group_key and a count. */
export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  message: string;
  link_screen: string;
  link_id: number;
  group_key: string;
  count: Generated<number>;
  request_id: number | null;
  voyage_id: number | null;
  is_read: Generated<Flag>;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** A short-lived, single-use ticket that opens an event stream for a browser's EventSource. */
export interface EventTicketTable {
  /** sha256 of the ticket: the ticket itself is never stored. */
  ticket_hash: string;
  user_id: number;
  expires_at: Timestamp;
  /** The session that asked for it (migration 008); the stream it opens ends with that session. */
  session_id: string | null;
}

/**
 * How many requests or orders stand at each (vendor, rig, phase, status), kept by triggers in the transaction
 * of every change (migration 004): list totals and dashboards sum a few of these rows instead of counting
 * history. An order counts under its request's vendor and rig.
 */
export interface PhaseCountTable {
  vendor_id: number;
  rig_id: number;
  current_phase: number;
  status: string;
  count: number;
}

/** Orders DELIVERED per vendor and UTC day (YYYY-MM-DD of their updated_at), kept like PhaseCountTable. */
export interface OrderDeliveryTable {
  vendor_id: number;
  day: string;
  count: number;
}

/** Shipments per vendor (of their request), kept like PhaseCountTable. */
export interface ShipmentCountTable {
  vendor_id: number;
  count: number;
}

/** Voyages per status, kept like PhaseCountTable. */
export interface VoyageCountTable {
  status: string;
  count: number;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface Database {
  vendors: VendorTable;
  users: UserTable;
  bases: BaseTable;
  rigs: RigTable;
  wells: WellTable;
  vessels: VesselTable;
  ccus: CcuTable;
  items: ItemTable;
  requests: RequestTable;
  orders: OrderTable;
  voyages: VoyageTable;
  journeys: JourneyTable;
  shipments: ShipmentTable;
  events: EventTable;
  notifications: NotificationTable;
  event_tickets: EventTicketTable;
  app_secrets: AppSecretTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  known_sign_in_addresses: KnownSignInAddressTable;
  request_counts: PhaseCountTable;
  order_counts: PhaseCountTable;
  order_deliveries: OrderDeliveryTable;
  user_home_rigs: UserHomeRigTable;
  shipment_counts: ShipmentCountTable;
  voyage_counts: VoyageCountTable;
  discrepancies: DiscrepancyTable;
  backloads: BackloadTable;
  backload_lines: BackloadLineTable;
  sailed_load_lines: SailedLoadLineTable;
  late_bookings: LateBookingTable;
  calendar_feeds: CalendarFeedTable;
  cutoff_reminders: CutoffReminderTable;
  idempotency_keys: IdempotencyKeyTable;
  ccu_trips: CcuTripTable;
  ccu_trip_orders: CcuTripOrderTable;
  api_keys: ApiKeyTable;
  webhooks: WebhookTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptTable;
  notification_preferences: NotificationPreferenceTable;
  email_digests: EmailDigestTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type RequestRow = Selectable<RequestTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderUpdate = Updateable<OrderTable>;
/** A transition of an order, request, voyage, journey or shipment (recordTransitions). */
export type NewEvent = Insertable<EventTable> & { entity_type: EventEntityType };
/** A change of master data (recordMasterDataChange). */
export type NewMasterDataEvent = Insertable<EventTable> & { entity_type: MasterDataEntityType };
export type EventRow = Selectable<EventTable>;
export type NewNotification = Insertable<NotificationTable>;
