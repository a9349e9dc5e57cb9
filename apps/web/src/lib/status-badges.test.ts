import { describe, expect, it } from 'vitest';
import { formatStatusLabel, orderStatusTone, requestStatusTone } from './status-badges';

describe('requestStatusTone', () => {
  it('follows the colours of §4 whatever the case', () => {
    expect(requestStatusTone('pending')).toBe('yellow');
    expect(requestStatusTone('PENDING')).toBe('yellow');
    expect(requestStatusTone('approved')).toBe('green');
    expect(requestStatusTone('rejected')).toBe('red');
    expect(requestStatusTone('in_progress')).toBe('blue');
    expect(requestStatusTone('in progress')).toBe('blue');
    expect(requestStatusTone('IN_PROGRESS')).toBe('blue');
    expect(requestStatusTone('PROCESSING')).toBe('blue');
    expect(requestStatusTone('completed')).toBe('grey');
  });

  it('shows anything else grey', () => {
    expect(requestStatusTone('DRAFT')).toBe('grey');
    expect(requestStatusTone('')).toBe('grey');
    expect(requestStatusTone(undefined)).toBe('grey');
  });
});

describe('orderStatusTone', () => {
  it('colours the review statuses', () => {
    expect(orderStatusTone('CREATED')).toBe('yellow');
    expect(orderStatusTone('ACCEPTED')).toBe('green');
    expect(orderStatusTone('REJECTED')).toBe('red');
    expect(orderStatusTone('SOMETHING_NEW')).toBe('grey');
  });
});

it('replaces underscores with spaces', () => {
  expect(formatStatusLabel('REQUEST_LOADING')).toBe('REQUEST LOADING');
  expect(formatStatusLabel('PROCESSING')).toBe('PROCESSING');
});
