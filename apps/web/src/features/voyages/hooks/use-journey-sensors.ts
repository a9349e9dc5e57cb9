import { KeyboardSensor, type Modifier, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { DRAG } from '@rigline/contract/constants';
import { journeyKeyboardCoordinates } from '../lib/keyboard-coordinates';

/**
 * §5 and §9: a pointer drag starts after 8 px of movement (so a click on the handle is not a drag); the
 * keyboard picks a card up with Space or Enter and moves it 25 px per arrow press.
 */
export function useJourneySensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG.activationDistancePx } }),
    useSensor(KeyboardSensor, { coordinateGetter: journeyKeyboardCoordinates }),
  );
}

/** The chain is one row: a dragged card moves sideways only. */
export const restrictToHorizontalAxis: Modifier = ({ transform }) => ({ ...transform, y: 0 });
