/**
 * What other modules use of the events table: the lifecycle's writer (insertEvents with the places an event
 * belongs to), the last change of a thing for a 409's "changed by whom and when", and the history reads.
 * The SQL stays in events.repository.ts, private to this module (docs/decisions/040).
 */
export {
  findJourneyDeletionsOfVoyage,
  findJourneyPlaces,
  findLastChangeOfOrder,
  findLastChangeOfRequest,
  findLastChangeOfShipmentOrders,
  findLastEventOfOrder,
  findMasterDataChanges,
  findOrderHistory,
  findOrderPlaces,
  findRequestHistory,
  findRequestPlaces,
  findScheduleChangesOfVoyages,
  findShipmentPlaces,
  findVoyageHistory,
  type HistoryRow,
  insertEvents,
} from './events.repository.ts';
