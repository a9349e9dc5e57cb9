import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { DRAG } from '@rigline/contract/constants';

/**
 * §9: a keyboard drag moves the picked-up journey card 25 px per arrow press. The chain is horizontal, so
 * only Left and Right move it; any other key leaves it where it is.
 */
export const journeyKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + DRAG.keyboardStepPx };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - DRAG.keyboardStepPx };
    default:
      return undefined;
  }
};
