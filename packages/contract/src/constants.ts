/** Business constants of §9 of both product documents. */

export const MOBILE_BREAKPOINT_PX = 768;

export const SIDEBAR = {
  width: '16rem',
  widthMobile: '18rem',
  widthIcon: '3rem',
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 604800,
  keyboardShortcut: 'b',
} as const;

export const PAGE = {
  maxLimit: 100,
  supplierRequestListLimit: 100,
  operatorRequestListLimit: 10,
  itemCataloguePageSize: 50,
  itemLookupLimit: 10,
  itemPageSizeOptions: [10, 20, 50],
  orderPageSize: 10,
  orderPageSizeOptions: [5, 10, 20, 50],
  supplierOrderPageSizeOptions: [10, 20, 50],
  vesselListLimit: 10,
  voyageListLimit: 10,
  shipmentPageSize: 10,
  shipmentPageSizeOptions: [5, 10, 20, 50],
  offloadPageSizeOptions: [10, 20, 50],
  shipmentDetailsPageSizeOptions: [5, 10, 20, 50],
} as const;

export const DEFAULT_REQUEST_TYPE = 'Loadout Request';

/** Units fixed on item create; the measurement unit is one of these. */
export const ITEM_UNITS = {
  length: 'inches',
  breadth: 'inches',
  height: 'inches',
  weight: 'pounds',
  volume: 'gallons',
} as const;
/**
 * The largest figure each catalogue measure takes (issue 22, point 5; docs/decisions/054): what one offshore
 * lift can be. 1,200 in (100 ft) is a 90 ft riser joint with room to spare; 600 in (50 ft) is wider and taller
 * than any module a supply vessel's open deck takes; 1,000,000 lb (about 454 t) is past the heaviest single unit
 * a supply vessel's deck carries (a subsea BOP stack, 300 to 400 t); 10,000 gal is more than a 20 ft ISO tank
 * holds (about 6,900 gal).
 * A measure left blank or 0 is unknown: the load plan names the line instead of counting it as nothing.
 */
export const ITEM_MEASURE_LIMITS = {
  length: 1200,
  breadth: 600,
  height: 600,
  weight: 1_000_000,
  volume: 10_000,
} as const;

export const MEASUREMENT_UNITS = ['count', 'lb', 'gal'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const LOCAL_REJECTION = {
  ttlMs: 900_000,
  countdownIntervalMs: 1_000,
  warnBelowMs: 5 * 60_000,
  urgentBelowMs: 60_000,
} as const;

/** TanStack Query stale times. */
export const CACHE_MS = {
  requestDetails: 5 * 60_000,
  requestList: 5 * 60_000,
  rigList: 5 * 60_000,
  orders: 30_000,
  actionableShipments: 30_000,
  vessels: 5 * 60_000,
  shipmentList: 5 * 60_000,
  shipment: 2 * 60_000,
} as const;

export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const VOYAGE_PICKER = { thresholdPx: 116, rowHeightPx: 58 } as const;
export const MAX_SELECTED_SHIPMENTS = 4;
export const DRAG = { activationDistancePx: 8, keyboardStepPx: 25 } as const;
export const PLAN_VOYAGE_DESCRIPTION_MAX = 60;

/** Sign-in throttling: failures per email+address within the window before 429. */
/**
 * The sign-in throttle (docs/decisions/010). Failed sign-ins in a 15-minute window are counted three ways; past
 * `free` failures each answer waits `stepMs` more (up to `maxDelayMs`), and at `max` the sign-in is refused with
 * 429 and Retry-After until the window ends. `freeAttempts`/`maxAttempts` are those of one account from one address.
 * The per-account count does not apply from an address the account signed in from with its password before.
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  freeAttempts: 5,
  maxAttempts: 10,
  perAddress: { free: 20, max: 100 },
  perAccount: { free: 10, max: 50 },
  stepMs: 400,
  maxDelayMs: 3000,
  knownAddressDays: 90,
} as const;
