import type { SensorContext } from '@dnd-kit/core';
import { DRAG } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { journeyKeyboardCoordinates } from './keyboard-coordinates';

function press(code: string, at = { x: 100, y: 40 }) {
  return journeyKeyboardCoordinates({ code } as KeyboardEvent, {
    active: 1,
    currentCoordinates: at,
    context: {} as SensorContext,
  });
}

describe('journeyKeyboardCoordinates (§9: 25 px per key press)', () => {
  it('is 25 px', () => {
    expect(DRAG.keyboardStepPx).toBe(25);
  });

  it('moves right and left by one step per press', () => {
    expect(press('ArrowRight')).toEqual({ x: 125, y: 40 });
    expect(press('ArrowLeft')).toEqual({ x: 75, y: 40 });
  });

  it('adds up over several presses', () => {
    let at = { x: 0, y: 0 };
    for (let i = 0; i < 4; i += 1) at = press('ArrowRight', at) ?? at;
    expect(at).toEqual({ x: 100, y: 0 });
  });

  it('ignores the other keys (the chain is horizontal)', () => {
    expect(press('ArrowUp')).toBeUndefined();
    expect(press('ArrowDown')).toBeUndefined();
    expect(press('KeyA')).toBeUndefined();
  });
});
