/**
 * The order moves other modules call inside their transaction, after taking the request's or the voyage's
 * lock (request-phase.ts, voyage-lock.ts): each is one checked conditional update of many orders, and
 * what they read to decide. The SQL is the lifecycle's (order-state.repository.ts); the orders module
 * writes no phase (docs/decisions/040).
 */
export {
  countOrdersOfVoyageInPhases,
  findOrdersOfRequest,
  moveOrdersOfRequest,
  moveOrdersOnShipments,
  returnKeptOrdersOfVoyage,
} from './order-state.repository.ts';
