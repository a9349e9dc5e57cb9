import { UNIT_SYSTEM_LABELS, UNIT_SYSTEMS, type UnitSystem } from '@rigline/contract/units';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  browserTimeZone,
  PLACE_TIME_ZONE,
  setThemePreference,
  setTimeZonePreference,
  setUnitSystemPreference,
  THEMES,
  type ThemePreference,
  timeZoneChoices,
  useThemePreference,
  useTimeZonePreference,
  useUnitSystem,
} from '@/lib/preferences';

export const THEME_LABELS: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/**
 * How this browser shows the app (issue 12, docs/decisions/034): the colour theme and the time zone of every
 * date, and the units every weight, length, area and volume is shown and typed in (docs/decisions/056). Kept in local storage; a Settings screen hosts this card, the avatar menu offers the theme too.
 */
export function DisplayPreferences() {
  const theme = useThemePreference();
  const timeZone = useTimeZonePreference();
  const units = useUnitSystem();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Display</CardTitle>
        <CardDescription>How this browser shows Rigline. Kept on this device.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="preference-theme">Theme</Label>
          <Select value={theme} onValueChange={(value) => setThemePreference(value as ThemePreference)}>
            <SelectTrigger id="preference-theme" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {THEMES.map((option) => (
                <SelectItem key={option} value={option}>
                  {THEME_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="preference-time-zone">Time zone</Label>
          <Select value={timeZone} onValueChange={setTimeZonePreference}>
            <SelectTrigger id="preference-time-zone" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              <SelectItem value="browser">This device ({browserTimeZone()})</SelectItem>
              <SelectItem value={PLACE_TIME_ZONE}>Each place's local time</SelectItem>
              {timeZoneChoices().map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="preference-units">Units</Label>
          <Select value={units} onValueChange={(value) => setUnitSystemPreference(value as UnitSystem)}>
            <SelectTrigger id="preference-units" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {UNIT_SYSTEMS.map((option) => (
                <SelectItem key={option} value={option}>
                  {UNIT_SYSTEM_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-muted-foreground text-xs">
            Weights, sizes and volumes are shown and typed in these units; records keep the units they were
            made in.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
