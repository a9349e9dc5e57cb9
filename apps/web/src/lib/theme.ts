import { getThemePreference, onThemeChosen, type ThemePreference } from './preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function resolvedTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference !== 'system') return preference;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the `dark` class on <html> as the person chose (light, dark, or the system's), and keeps it so. */
export function applyTheme(): void {
  const root = document.documentElement;
  const theme = resolvedTheme(getThemePreference());
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** Called once at start: applies the choice now and follows the system while the choice is "system". */
export function startTheme(onChange: () => void = () => {}): void {
  applyTheme();
  onThemeChosen(applyTheme);
  window.matchMedia?.(DARK_QUERY).addEventListener('change', () => {
    applyTheme();
    onChange();
  });
}
