import { createVoyageBodySchema } from '@rigline/contract/voyages';
import { z } from 'zod';
import { localInputToUtcIso } from '@/lib/zoned-time';

function typedTime(label: string, timeZone: string) {
  return z.string().transform((value, context) => {
    const iso = value.trim() === '' ? null : localInputToUtcIso(value, timeZone);
    if (iso === null) {
      context.addIssue({ code: 'custom', message: `Please enter the ${label}` });
      return z.NEVER;
    }
    return iso;
  });
}

/**
 * §5: a name of at least one character, and a vessel (the select holds its id as text); issue 23: the planned
 * departure and return, typed in the display zone. The call keeps them optional; the screen asks for them.
 */
export function createVoyageFormSchema(timeZone: string) {
  return z
    .object({
      name: createVoyageBodySchema.shape.name,
      vessel_id: z
        .string()
        .min(1, 'Please select a vessel')
        .transform(Number)
        .pipe(createVoyageBodySchema.shape.vessel_id),
      planned_departure_at: typedTime('planned departure', timeZone),
      planned_return_at: typedTime('planned return', timeZone),
    })
    .superRefine((form, context) => {
      if (Date.parse(form.planned_return_at) <= Date.parse(form.planned_departure_at)) {
        context.addIssue({
          code: 'custom',
          path: ['planned_return_at'],
          message: 'The planned return must be after the planned departure',
        });
      }
    });
}
export type CreateVoyageFormInput = z.input<ReturnType<typeof createVoyageFormSchema>>;
export type CreateVoyageFormOutput = z.output<ReturnType<typeof createVoyageFormSchema>>;
