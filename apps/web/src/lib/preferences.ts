import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from '@rigline/contract/unit-systems';
import { useSyncExternalStore } from 'react';

/**
 * The person's display preferences, kept in this browser's local storage (docs/decisions/034): the time zone
 * every date is shown in, and the colour theme. Per browser rather than per user row because both belong to
 * the screen in front of the person (a rig phone in the rig's zone, an office laptop in the office's), need no
 * call, and work before sign-in. A Settings screen and the avatar menu both read and write them here. The unit
 * system every weight, length, area and volume is shown and typed in lives beside them (docs/decisions/056).
 */
export const TIME_ZONE_STORAGE_KEY = 'rigline.timeZone';
export const THEME_STORAGE_KEY = 'rigline.theme';
export const UNITS_STORAGE_KEY = 'rigline.units';
const KEYS = new Set([TIME_ZONE_STORAGE_KEY, THEME_STORAGE_KEY, UNITS_STORAGE_KEY]);

/**
 * 'browser' follows the device's zone; 'place' shows a time that belongs to a place (a sailing from the base, an
 * arrival at a rig) in that place's own zone and every other time in UTC (issue 23); anything else is an IANA
 * zone name.
 */
export type TimeZonePreference = 'browser' | 'place' | (string & {});

/** The preference that shows each place's times in its own zone. */
export const PLACE_TIME_ZONE = 'place';
export type ThemePreference = 'light' | 'dark' | 'system';

export const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or a full store: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && KEYS.has(event.key)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function getTimeZonePreference(): TimeZonePreference {
  const stored = read(TIME_ZONE_STORAGE_KEY);
  if (stored === PLACE_TIME_ZONE) return PLACE_TIME_ZONE;
  return stored && stored !== 'browser' && isValidTimeZone(stored) ? stored : 'browser';
}

/**
 * The zone a date is shown in now. `placeZone` is the zone of the place the time belongs to (a base's or a
 * rig's time_zone), used when the person chose each place's local time; a time of no place is then in UTC.
 */
export function getDisplayTimeZone(placeZone?: string | null): string {
  const preference = getTimeZonePreference();
  if (preference === PLACE_TIME_ZONE) return placeZone && isValidTimeZone(placeZone) ? placeZone : 'UTC';
  return preference === 'browser' ? browserTimeZone() : preference;
}

export function setTimeZonePreference(zone: TimeZonePreference): void {
  const valid = zone === 'browser' || zone === PLACE_TIME_ZONE || isValidTimeZone(zone);
  write(TIME_ZONE_STORAGE_KEY, valid ? zone : 'browser');
}

export function useTimeZonePreference(): TimeZonePreference {
  return useSyncExternalStore(subscribe, getTimeZonePreference, () => 'browser');
}

export function getThemePreference(): ThemePreference {
  const stored = read(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function setThemePreference(theme: ThemePreference): void {
  write(THEME_STORAGE_KEY, theme);
  themeListener?.();
}

let themeListener: (() => void) | null = null;

/** lib/theme.ts applies the theme whenever it is chosen. */
export function onThemeChosen(listener: () => void): void {
  themeListener = listener;
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getThemePreference, () => 'system');
}

export function getUnitSystemPreference(): UnitSystem {
  const stored = read(UNITS_STORAGE_KEY);
  return stored === 'metric' || stored === 'imperial' ? stored : DEFAULT_UNIT_SYSTEM;
}

export function setUnitSystemPreference(system: UnitSystem): void {
  write(UNITS_STORAGE_KEY, system);
}

/** The unit system figures are shown and typed in; every screen that shows a measure follows a change at once. */
export function useUnitSystem(): UnitSystem {
  return useSyncExternalStore(subscribe, getUnitSystemPreference, () => DEFAULT_UNIT_SYSTEM);
}

/** The zones a person may pick: the browser's, UTC, and every zone the browser knows. */
export function timeZoneChoices(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', browserTimeZone()];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}
