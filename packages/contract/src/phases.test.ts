import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedStatusesOfPhase,
  canRoleActOnPhase,
  currentPhaseData,
  FINAL_PHASE,
  isFinalOrderStatus,
  isPhase,
  isRequestComplete,
  nextPhase,
  ORDER_STATUSES,
  type OrderStatus,
  ownersOfPhase,
  PHASE_NUMBERS,
  PHASE_TABLE,
  requestStatusForPhase,
} from './phases.ts';
import { ROLE_SLUGS } from './roles.ts';

// Written out from decisions.md §3 by hand, so a slip in PHASE_TABLE cannot hide behind itself.
const EXPECTED: Record<number, { owner: string[]; statuses: OrderStatus[] }> = {
  0: { owner: ['supplier'], statuses: ['CREATED'] },
  1: { owner: ['rig-logistic'], statuses: ['CREATED', 'ACCEPTED', 'REJECTED'] },
  2: { owner: ['base-coordinator'], statuses: ['ACCEPTED', 'REQUEST_LOADING'] },
  3: { owner: ['supplier'], statuses: ['ASSIGNED_TO_SUPPLIER'] },
  4: { owner: ['base-coordinator'], statuses: ['LOADED'] },
  5: { owner: ['rig-logistic'], statuses: ['IN_TRANSIT'] },
  6: { owner: ['rig-logistic'], statuses: ['OFFLOAD_REQUIRED'] },
  7: { owner: ['supplier'], statuses: ['OFFLOADING'] },
  8: { owner: [], statuses: ['DELIVERED'] },
  9: { owner: ['base-coordinator'], statuses: ['ON_BOARD_RETURNING'] },
};

describe('the phase table', () => {
  it('has phases 0 to 9 in order; 8 (delivered) is final, 9 (kept on board) returns to 2', () => {
    expect(PHASE_TABLE.map((row) => row.phase)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FINAL_PHASE).toBe(8);
    expect(nextPhase(9)).toBeNull();
  });

  it.each(PHASE_NUMBERS)('phase %i has the owners and statuses of decisions.md §3', (phase) => {
    expect(ownersOfPhase(phase)).toEqual(EXPECTED[phase]?.owner);
    expect(allowedStatusesOfPhase(phase)).toEqual(EXPECTED[phase]?.statuses);
    expect(currentPhaseData(phase)).toEqual({
      owner: EXPECTED[phase]?.owner,
      allowedStatuses: EXPECTED[phase]?.statuses,
    });
  });

  it('never lists admin as an owner; admin acts through canRoleActOnPhase', () => {
    for (const row of PHASE_TABLE) expect(row.owner).not.toContain('admin');
  });

  it('refuses an unknown phase', () => {
    expect(() => ownersOfPhase(10)).toThrow(RangeError);
    expect(() => ownersOfPhase(-1)).toThrow(RangeError);
    expect(isPhase(9)).toBe(true);
    expect(isPhase(10)).toBe(false);
    expect(isPhase(1.5)).toBe(false);
  });
});

describe('nextPhase', () => {
  it('steps one phase on and stops at the final phase', () => {
    expect(nextPhase(0)).toBe(1);
    expect(nextPhase(7)).toBe(8);
    expect(nextPhase(8)).toBeNull();
  });
});

describe('canRoleActOnPhase', () => {
  it('lets the owner act and nobody else', () => {
    expect(canRoleActOnPhase('supplier', 0)).toBe(true);
    expect(canRoleActOnPhase('rig-logistic', 0)).toBe(false);
    expect(canRoleActOnPhase('rig-logistic', 1)).toBe(true);
    expect(canRoleActOnPhase('base-coordinator', 2)).toBe(true);
    expect(canRoleActOnPhase('supplier', 2)).toBe(false);
  });

  it('lets admin act on any phase but the final one', () => {
    for (const phase of PHASE_NUMBERS) expect(canRoleActOnPhase('admin', phase)).toBe(phase !== FINAL_PHASE);
  });

  it('lets nobody act on the final phase', () => {
    for (const slug of ROLE_SLUGS) expect(canRoleActOnPhase(slug, FINAL_PHASE)).toBe(false);
  });

  it('refuses a slug it does not know', () => {
    expect(canRoleActOnPhase('rig_logistics', 1)).toBe(false);
    expect(canRoleActOnPhase('', 0)).toBe(false);
  });

  it('agrees with the owner list for every phase and role', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PHASE_NUMBERS), fc.constantFrom(...ROLE_SLUGS), (phase, slug) => {
        const owners = EXPECTED[phase]?.owner ?? [];
        const expected = owners.length > 0 && (slug === 'admin' || owners.includes(slug));
        expect(canRoleActOnPhase(slug, phase)).toBe(expected);
      }),
    );
  });
});

describe('request status', () => {
  it('follows the phase: DRAFT, PENDING, then PROCESSING', () => {
    expect(requestStatusForPhase(0)).toBe('DRAFT');
    expect(requestStatusForPhase(1)).toBe('PENDING');
    for (const phase of [2, 3, 4, 5, 6, 7, 8, 9]) expect(requestStatusForPhase(phase)).toBe('PROCESSING');
  });

  it('is complete once every order is delivered or rejected', () => {
    expect(isRequestComplete([])).toBe(false);
    expect(isRequestComplete(['DELIVERED'])).toBe(true);
    expect(isRequestComplete(['DELIVERED', 'REJECTED'])).toBe(true);
    expect(isRequestComplete(['REJECTED'])).toBe(true);
    expect(isRequestComplete(['DELIVERED', 'OFFLOADING'])).toBe(false);
    expect(isRequestComplete(['DELIVERED', 'ON_BOARD_RETURNING'])).toBe(false);
  });

  it('treats only DELIVERED and REJECTED as final', () => {
    const finals = ORDER_STATUSES.filter(isFinalOrderStatus);
    expect(finals.sort()).toEqual(['DELIVERED', 'REJECTED']);
  });
});
