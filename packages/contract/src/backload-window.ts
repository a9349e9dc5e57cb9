import { formatPreconditionText, PRECONDITIONS } from './transition-preconditions.ts';

/**
 * When backload from a rig may be booked, edited and loaded (issue 22.4): from the moment the voyage calls at
 * the rig until the vessel leaves it — the next journey starts, or the voyage arrives at base. The rig fills
 * the skip it sends back while the vessel is alongside (its journey has ended), so booking and editing stay
 * open then; loading needs the vessel there. The server refuses with the precondition's message, the web
 * disables the button with its disabled reason; both read this one function.
 */

/** What the rule reads of a journey: the server's rows and the web's journeys both fit. */
export interface BackloadWindowJourney {
  sequence: number;
  rig_id: number;
  started_at: string | null;
  ended_at: string | null;
}

export type BackloadStep = 'backload.book' | 'backload.update' | 'backload.load';

/** Why a step is not open, by precondition code, with the journeys its words name. */
export type BackloadWindowRefusal<J extends BackloadWindowJourney> =
  | { code: 'BACKLOAD_VOYAGE_NOT_ARRIVED' | 'BACKLOAD_VOYAGE_STILL_OUT' | 'BACKLOAD_VOYAGE_STARTED' }
  | { code: 'BACKLOAD_VOYAGE_CALLS_AT_RIG' }
  | { code: 'BACKLOAD_VESSEL_AT_RIG'; journey: J }
  | { code: 'BACKLOAD_RIG_NOT_LEFT' | 'BACKLOAD_VESSEL_NOT_LEFT'; journey: J; next: J };

/** The journey after this one in sequence, once it has started: the vessel has left this journey's rig. */
export function journeyThatLeftRig<J extends BackloadWindowJourney>(
  journeys: readonly J[],
  journey: J,
): J | null {
  const next = journeys.find((candidate) => candidate.sequence === journey.sequence + 1);
  return next && next.started_at !== null ? next : null;
}

/**
 * Null when `step` is open for backload from `rigId` on this voyage, else why not. `hasArrived`: the voyage
 * has arrived at base ("Arrived at Base"); `hasStarted`: it has sailed.
 */
export function backloadWindowRefusal<J extends BackloadWindowJourney>(options: {
  step: BackloadStep;
  hasStarted: boolean;
  hasArrived: boolean;
  journeys: readonly J[];
  rigId: number;
}): BackloadWindowRefusal<J> | null {
  const { step, hasStarted, hasArrived, journeys, rigId } = options;
  if (hasArrived) {
    return { code: step === 'backload.book' ? 'BACKLOAD_VOYAGE_NOT_ARRIVED' : 'BACKLOAD_VOYAGE_STILL_OUT' };
  }
  const journey = journeys.find((candidate) => candidate.rig_id === rigId);
  if (!journey) return { code: 'BACKLOAD_VOYAGE_CALLS_AT_RIG' };
  if (step === 'backload.load') {
    if (!hasStarted) return { code: 'BACKLOAD_VOYAGE_STARTED' };
    if (journey.ended_at === null) return { code: 'BACKLOAD_VESSEL_AT_RIG', journey };
  }
  const next = journeyThatLeftRig(journeys, journey);
  if (next)
    return {
      code: step === 'backload.book' ? 'BACKLOAD_RIG_NOT_LEFT' : 'BACKLOAD_VESSEL_NOT_LEFT',
      journey,
      next,
    };
  return null;
}

/** The `{rig}` and `{next}` a refusal's words name. */
function valuesOf<J extends BackloadWindowJourney>(
  refusal: BackloadWindowRefusal<J>,
  rigNameOf: (journey: J) => string,
): Record<string, string> {
  if (!('journey' in refusal)) return {};
  const values: Record<string, string> = { rig: rigNameOf(refusal.journey) };
  if ('next' in refusal) values.next = rigNameOf(refusal.next);
  return values;
}

/** The server's refusal of a step, word for word. */
export function backloadRefusalMessage<J extends BackloadWindowJourney>(
  refusal: BackloadWindowRefusal<J>,
  rigNameOf: (journey: J) => string,
): string {
  const message = PRECONDITIONS[refusal.code].message;
  return formatPreconditionText(message, valuesOf(refusal, rigNameOf));
}

/** What the web says beside the disabled button, word for word. */
export function backloadDisabledReason<J extends BackloadWindowJourney>(
  refusal: BackloadWindowRefusal<J>,
  rigNameOf: (journey: J) => string,
): string {
  const reason = PRECONDITIONS[refusal.code].disabledReason;
  return formatPreconditionText(reason, valuesOf(refusal, rigNameOf));
}
