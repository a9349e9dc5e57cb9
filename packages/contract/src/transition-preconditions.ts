/**
 * The preconditions of the contract's transition table (transitions.ts, docs/decisions/038): what a caller can be
 * told before taking a step, with the server's refusal and the web's disabled reason word for word.
 */

/**
 * Something a caller can be told before taking a step, and the words used when it does not hold.
 * `message` is the server's refusal word for word (null when the server has no refusal of its own for it);
 * for a CONFLICT it is the detail the server's 409 ends with ("This voyage was changed by … : <detail>.
 * Reload to see it as it is now."). `disabledReason` is the text the web shows beside a disabled button, word
 * for word (null when the web hides the button instead). Both may hold `{name}` placeholders, filled by
 * formatPreconditionText.
 */
export interface Precondition {
  /** Stable: tests, the web and the server name a precondition by it. */
  code: string;
  /** The answer when it does not hold: 400, 403 or 409. */
  refusal: 'BAD_INPUT' | 'FORBIDDEN' | 'CONFLICT';
  /** The body field the 400 names, when the refusal is about one. */
  field?: string;
  message: string | null;
  disabledReason: string | null;
}

/** The preconditions, each written once; rows name them. */
export const PRECONDITIONS = {
  ORDER_NOT_REJECTED: {
    code: 'ORDER_NOT_REJECTED',
    refusal: 'CONFLICT',
    message: 'This order has already been rejected',
    disabledReason: null,
  },
  REQUEST_HAS_ORDERS: {
    code: 'REQUEST_HAS_ORDERS',
    refusal: 'BAD_INPUT',
    message: 'Add at least one order before assigning the request to rig logistics',
    disabledReason: null,
  },
  ORDERS_REVIEWED: {
    code: 'ORDERS_REVIEWED',
    refusal: 'BAD_INPUT',
    message: 'Every order must be accepted or rejected first ({count} still need review)',
    disabledReason: null,
  },
  REQUEST_IS_DRAFT: {
    code: 'REQUEST_IS_DRAFT',
    refusal: 'CONFLICT',
    message: 'it is no longer a draft, so orders cannot be added to it',
    disabledReason: null,
  },
  ORDER_NOT_ALREADY_IN_STATUS: {
    code: 'ORDER_NOT_ALREADY_IN_STATUS',
    refusal: 'CONFLICT',
    message: 'This order is already {status}. Reload to see its current state.',
    disabledReason: null,
  },
  ORDER_NOT_ON_THIS_SHIPMENT: {
    code: 'ORDER_NOT_ON_THIS_SHIPMENT',
    refusal: 'CONFLICT',
    message: 'This order is already on this shipment. Reload to see its current state.',
    disabledReason: null,
  },
  SHIPMENT_EXISTS: {
    code: 'SHIPMENT_EXISTS',
    refusal: 'CONFLICT',
    message:
      'This shipment no longer exists: someone may have deleted it after this page was loaded. Reload to see the current shipments.',
    disabledReason: null,
  },
  SHIPMENT_OF_REQUEST: {
    code: 'SHIPMENT_OF_REQUEST',
    refusal: 'BAD_INPUT',
    field: 'shipment_id',
    message: "This shipment carries another request's orders. Please choose one of this request's shipments.",
    disabledReason: null,
  },
  VOYAGE_PLAN_OPEN: {
    code: 'VOYAGE_PLAN_OPEN',
    refusal: 'CONFLICT',
    message: 'it has started, so its journey plan is locked',
    disabledReason: null,
  },
  ORDER_STILL_ON_SHIPMENT: {
    code: 'ORDER_STILL_ON_SHIPMENT',
    refusal: 'CONFLICT',
    message: 'This order is not on a shipment any more. Reload to see its current state.',
    disabledReason: null,
  },
  ORDER_ON_SHIPMENT: {
    code: 'ORDER_ON_SHIPMENT',
    refusal: 'BAD_INPUT',
    message: 'Order must be in a shipment before it is assigned to the supplier',
    disabledReason: null,
  },
  ORDER_SPLITTABLE_QUANTITY: {
    code: 'ORDER_SPLITTABLE_QUANTITY',
    refusal: 'BAD_INPUT',
    field: 'quantity',
    message: 'An order of 1 cannot be split',
    // The web offers Split only on an order of 2 or more.
    disabledReason: null,
  },
  SPLIT_QUANTITY_IN_RANGE: {
    code: 'SPLIT_QUANTITY_IN_RANGE',
    refusal: 'BAD_INPUT',
    field: 'quantity',
    message: 'The quantity to split off must be between 1 and {max}: this order has {quantity}',
    disabledReason: null,
  },
  VOYAGE_UNDER_WAY: {
    code: 'VOYAGE_UNDER_WAY',
    refusal: 'CONFLICT',
    message: 'it is no longer under way',
    disabledReason: null,
  },
  KEPT_REASON_GIVEN: {
    code: 'KEPT_REASON_GIVEN',
    refusal: 'BAD_INPUT',
    field: 'reason',
    message:
      'Please say why the order stays on board: weather, crane down, not required at the rig, damaged, wrong item or other',
    disabledReason: null,
  },
  KEPT_NOTE_FOR_OTHER: {
    code: 'KEPT_NOTE_FOR_OTHER',
    refusal: 'BAD_INPUT',
    field: 'note',
    message: 'Please add a note saying why the order stays on board',
    disabledReason: null,
  },
  RECEIPT_BY_RIG_LOGISTICS: {
    code: 'RECEIPT_BY_RIG_LOGISTICS',
    refusal: 'FORBIDDEN',
    message: 'Only rig logistics records what the rig received',
    disabledReason: null,
  },
  RECEIVED_AT_MOST_ORDERED: {
    code: 'RECEIVED_AT_MOST_ORDERED',
    refusal: 'BAD_INPUT',
    field: 'received_quantity',
    message: 'Quantity received cannot be more than the {ordered} ordered',
    disabledReason: null,
  },
  DAMAGED_AT_MOST_RECEIVED: {
    code: 'DAMAGED_AT_MOST_RECEIVED',
    refusal: 'BAD_INPUT',
    field: 'damaged_quantity',
    message: 'Quantity damaged cannot be more than the quantity received',
    disabledReason: null,
  },
  VOYAGE_NOT_STARTED: {
    code: 'VOYAGE_NOT_STARTED',
    refusal: 'CONFLICT',
    message: 'it has already started',
    disabledReason: null,
  },
  VOYAGE_HAS_SHIPMENT: {
    code: 'VOYAGE_HAS_SHIPMENT',
    refusal: 'BAD_INPUT',
    message: 'Add a shipment before starting the voyage',
    disabledReason: null,
  },
  VOYAGE_SHIPMENTS_LOADED: {
    code: 'VOYAGE_SHIPMENTS_LOADED',
    refusal: 'BAD_INPUT',
    message: 'Every shipment must be loaded before the voyage starts ({loaded} of {total} loaded)',
    disabledReason: null,
  },
  VOYAGE_STARTED_FOR_ARRIVAL: {
    code: 'VOYAGE_STARTED_FOR_ARRIVAL',
    refusal: 'BAD_INPUT',
    message: 'Start the voyage before recording its arrival',
    disabledReason: 'The voyage has not started yet',
  },
  VOYAGE_NOT_ARRIVED: {
    code: 'VOYAGE_NOT_ARRIVED',
    refusal: 'CONFLICT',
    message: 'it has already arrived at base',
    disabledReason: 'The voyage has already arrived at base',
  },
  VOYAGE_JOURNEYS_ENDED: {
    code: 'VOYAGE_JOURNEYS_ENDED',
    refusal: 'CONFLICT',
    message: 'The vessel cannot be back at base yet: Journey {sequence} to {rig} has not ended yet',
    disabledReason: 'Journey {sequence} to {rig} has not ended yet',
  },
  VOYAGE_NO_ORDER_AT_SEA: {
    code: 'VOYAGE_NO_ORDER_AT_SEA',
    refusal: 'CONFLICT',
    message: 'The vessel cannot be back at base yet: {count} order(s) for {rig} are still at sea',
    disabledReason: '{count} order(s) for {rig} are still at sea',
  },
  VOYAGE_NO_ORDER_AT_RIG: {
    code: 'VOYAGE_NO_ORDER_AT_RIG',
    refusal: 'CONFLICT',
    message:
      'The vessel cannot be back at base yet: {count} order(s) at {rig} wait to be offloaded or kept on board',
    disabledReason: '{count} order(s) at {rig} wait to be offloaded or kept on board',
  },
  JOURNEY_PLAN_OPEN: {
    code: 'JOURNEY_PLAN_OPEN',
    refusal: 'CONFLICT',
    message: 'it has started, so its journey plan is locked',
    disabledReason: null,
  },
  JOURNEY_CARRIES_NOTHING: {
    code: 'JOURNEY_CARRIES_NOTHING',
    refusal: 'CONFLICT',
    message: 'This journey carries a shipment now, so {consequence}. Reload to see it as it is now.',
    disabledReason: 'Has shipments',
  },
  JOURNEY_VOYAGE_NOT_ARRIVED: {
    code: 'JOURNEY_VOYAGE_NOT_ARRIVED',
    refusal: 'BAD_INPUT',
    message: 'This voyage has already arrived at base',
    disabledReason: 'The voyage is completed.',
  },
  JOURNEY_VOYAGE_STARTED: {
    code: 'JOURNEY_VOYAGE_STARTED',
    refusal: 'BAD_INPUT',
    message: 'Start the voyage before starting its journeys',
    disabledReason: 'The voyage has not started yet.',
  },
  JOURNEY_NOT_STARTED: {
    code: 'JOURNEY_NOT_STARTED',
    refusal: 'CONFLICT',
    message: 'it has already started',
    disabledReason: 'This journey is under way.',
  },
  JOURNEY_NOT_ENDED: {
    code: 'JOURNEY_NOT_ENDED',
    refusal: 'CONFLICT',
    message: 'it has already ended',
    disabledReason: 'This journey is completed.',
  },
  JOURNEY_NONE_UNDER_WAY: {
    code: 'JOURNEY_NONE_UNDER_WAY',
    refusal: 'BAD_INPUT',
    message: 'Journey {sequence} to {rig} is still under way; end it before starting the next',
    disabledReason: 'Journey {sequence} to {rig} is under way. End it first.',
  },
  JOURNEY_NEXT_IN_SEQUENCE: {
    code: 'JOURNEY_NEXT_IN_SEQUENCE',
    refusal: 'BAD_INPUT',
    message: 'Journeys run in sequence: the next one to start is journey {sequence} to {rig}',
    disabledReason: 'Journeys run in sequence: Journey {sequence} to {rig} comes first.',
  },
  JOURNEY_LAST_OFFLOADED: {
    code: 'JOURNEY_LAST_OFFLOADED',
    refusal: 'BAD_INPUT',
    message:
      '{count} order(s) of journey {sequence} to {rig} still need offloading; offload them before starting the next journey',
    disabledReason: '{shipments} of Journey {sequence} to {rig} still {need} offloading.',
  },
  JOURNEY_STARTED: {
    code: 'JOURNEY_STARTED',
    refusal: 'BAD_INPUT',
    message: 'This journey has not started yet',
    disabledReason: 'This journey has not started.',
  },
  JOURNEY_NOT_ALREADY_ENDED: {
    code: 'JOURNEY_NOT_ALREADY_ENDED',
    refusal: 'CONFLICT',
    message: 'it has already ended',
    disabledReason: 'This journey is already completed.',
  },
  BACKLOAD_VOYAGE_NOT_ARRIVED: {
    code: 'BACKLOAD_VOYAGE_NOT_ARRIVED',
    refusal: 'BAD_INPUT',
    field: 'voyage_id',
    message: 'This voyage has already arrived at base; book the backload on another voyage',
    disabledReason: 'This voyage has arrived at base: book backload on another voyage.',
  },
  BACKLOAD_VOYAGE_CALLS_AT_RIG: {
    code: 'BACKLOAD_VOYAGE_CALLS_AT_RIG',
    refusal: 'BAD_INPUT',
    field: 'rig_id',
    message: 'This voyage does not call at this rig',
    disabledReason: 'This voyage calls at no rig yet: add a journey to the rig first.',
  },
  /** Booking stays open while the vessel is alongside (its journey ended) until it leaves (issue 22.4). */
  BACKLOAD_RIG_NOT_LEFT: {
    code: 'BACKLOAD_RIG_NOT_LEFT',
    refusal: 'BAD_INPUT',
    field: 'voyage_id',
    message:
      'The vessel has left {rig} (the journey to {next} has started); book the backload on a later voyage',
    disabledReason:
      'The vessel has left {rig} (the journey to {next} has started): book backload on a later voyage.',
  },
  BACKLOAD_VOYAGE_STARTED: {
    code: 'BACKLOAD_VOYAGE_STARTED',
    refusal: 'BAD_INPUT',
    message: 'The voyage has not started yet: backload is loaded once the vessel is at the rig',
    disabledReason: 'The voyage has not started yet: backload is loaded once the vessel is at the rig.',
  },
  BACKLOAD_VOYAGE_STILL_OUT: {
    code: 'BACKLOAD_VOYAGE_STILL_OUT',
    refusal: 'CONFLICT',
    message: 'it has already arrived at base',
    disabledReason: 'The voyage has arrived at base: cancel this backload and book it on another voyage.',
  },
  BACKLOAD_VESSEL_AT_RIG: {
    code: 'BACKLOAD_VESSEL_AT_RIG',
    refusal: 'BAD_INPUT',
    message: 'The vessel is not at {rig} yet: end the journey to {rig} before loading its backload',
    disabledReason: 'The vessel is not at {rig} yet: end the journey to {rig} before loading its backload.',
  },
  BACKLOAD_VESSEL_NOT_LEFT: {
    code: 'BACKLOAD_VESSEL_NOT_LEFT',
    refusal: 'BAD_INPUT',
    message:
      'The vessel has left {rig} (the journey to {next} has started); cancel this backload and book it on another voyage',
    disabledReason:
      'The vessel has left {rig} (the journey to {next} has started): cancel this backload and book it on another voyage.',
  },
  BACKLOAD_VOYAGE_ARRIVED: {
    code: 'BACKLOAD_VOYAGE_ARRIVED',
    refusal: 'BAD_INPUT',
    message: 'Backload is received at base once the voyage has arrived ("Arrived at Base")',
    disabledReason: null,
  },
} as const satisfies Record<string, Precondition>;
export type PreconditionCode = keyof typeof PRECONDITIONS;

/** Fills a precondition's `{name}` placeholders; an unknown name stays as written, so a slip shows. */
export function formatPreconditionText(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
