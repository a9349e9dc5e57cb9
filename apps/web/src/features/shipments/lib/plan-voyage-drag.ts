import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';
import { DRAG } from '@rigline/contract/constants';

/** Keyboard drags move 25 px a key press (§9). */
export const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = DRAG.keyboardStepPx;
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + step };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - step };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + step };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - step };
    default:
      return undefined;
  }
};

/** Under the pointer when there is one; by overlap for keyboard drags. */
export const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
