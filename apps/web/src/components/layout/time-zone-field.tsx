import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/layout/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timeZoneChoices } from '@/lib/preferences';

/**
 * A place's IANA time zone (a base's or a rig's, issue 23), chosen from the zones the browser knows, UTC
 * first: the zone its sailings, arrivals and cut-offs are shown in for people who chose each place's local time.
 */
export function TimeZoneField<Values extends FieldValues>({
  id,
  control,
  name,
  error,
}: {
  id: string;
  control: Control<Values>;
  name: Path<Values>;
  error?: string;
}) {
  return (
    <FormField
      id={id}
      label="Time zone"
      error={error}
      hint="Its sailings, arrivals and cut-offs are shown in this zone to people who chose each place's local time."
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} className="w-full" onBlur={field.onBlur} aria-describedby={`${id}-hint`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              {timeZoneChoices().map((zone) => (
                <SelectItem key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
