import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

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
}

export interface BaseTable {
  id: Generated<number>;
  name: string;
  location: string;
  is_default: Flag;
  created_at: Timestamp;
}

export interface RigTable {
  id: Generated<number>;
  code: string;
  name: string;
  location: string;
  status: Flag;
  current_well_id: number | null;
  created_at: Timestamp;
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
  created_at: Timestamp;
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

export type EventEntityType = 'order' | 'request' | 'voyage' | 'journey' | 'shipment';

/**
 * Append-only: one row per transition of an order, request, voyage, journey or shipment. request_id,
 * voyage_id and shipment_id say what the row belongs to, so a request's or a voyage's history is one read.
 */
export interface EventTable {
  id: Generated<number>;
  entity_type: EventEntityType;
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
  request_counts: PhaseCountTable;
  order_counts: PhaseCountTable;
  order_deliveries: OrderDeliveryTable;
  shipment_counts: ShipmentCountTable;
  voyage_counts: VoyageCountTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type RequestRow = Selectable<RequestTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderUpdate = Updateable<OrderTable>;
export type NewEvent = Insertable<EventTable>;
export type EventRow = Selectable<EventTable>;
export type NewNotification = Insertable<NotificationTable>;
