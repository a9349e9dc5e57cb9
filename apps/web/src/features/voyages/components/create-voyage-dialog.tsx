import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { getDisplayTimeZone, useTimeZonePreference } from '@/lib/preferences';
import { zoneAbbreviation } from '@/lib/zoned-time';
import { useCreateVoyage } from '../api/create-voyage';
import { useVessels, VESSEL_LIST_QUERY } from '../api/list-vessels';
import {
  type CreateVoyageFormInput,
  type CreateVoyageFormOutput,
  createVoyageFormSchema,
} from '../lib/create-voyage-form';
import { formatEssosVoyageNumber } from '../lib/format';
import { notifyFailure, notifySuccess } from '../lib/notify';

const EMPTY_FORM: CreateVoyageFormInput = {
  name: '',
  vessel_id: '',
  planned_departure_at: '',
  planned_return_at: '',
};

/** §2.1: the Create Voyage button and its 'Create New Voyage' dialog. */
export function CreateVoyageDialog({
  onCreated,
  label = 'Create Voyage',
}: {
  onCreated: (voyageId: number) => void;
  /** The button's text: the Schedule screen says "New voyage". */
  label?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  useTimeZonePreference();
  const timeZone = getDisplayTimeZone();
  const zone = zoneAbbreviation(timeZone);
  const schema = useMemo(() => createVoyageFormSchema(timeZone), [timeZone]);
  // An inactive vessel takes no new voyage (issue 16): the picker offers the active ones.
  const vessels = useVessels({ ...VESSEL_LIST_QUERY, include_inactive: 'false' });
  const createVoyage = useCreateVoyage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateVoyageFormInput, unknown, CreateVoyageFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
  });

  function changeOpen(open: boolean) {
    if (isSubmitting) return;
    setIsOpen(open);
    if (!open) reset(EMPTY_FORM);
  }

  const submit = handleSubmit(async (values) => {
    try {
      const voyage = await createVoyage.mutateAsync(values);
      notifySuccess('Voyage created successfully');
      setIsOpen(false);
      reset(EMPTY_FORM);
      onCreated(voyage.id);
    } catch (error) {
      notifyFailure('Failed to create voyage. Please try again.', error);
    }
  });

  const vesselPlaceholder = vessels.isPending ? 'Loading vessels...' : 'Select a vessel';

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New Voyage</DialogTitle>
          <DialogDescription>
            Name the voyage, choose the vessel that sails it and when it leaves and returns ({timeZone}).
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor="create-voyage-name">Voyage Name</Label>
            <Input
              id="create-voyage-name"
              placeholder="Enter voyage name"
              autoComplete="off"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'create-voyage-name-error' : undefined}
              {...register('name')}
            />
            {errors.name ? (
              <p id="create-voyage-name-error" className="text-destructive text-sm">
                {errors.name.message}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="create-voyage-vessel">Vessel</Label>
            <Controller
              control={control}
              name="vessel_id"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange} disabled={vessels.isPending}>
                  <SelectTrigger
                    id="create-voyage-vessel"
                    className="h-auto min-h-9 w-full"
                    onBlur={field.onBlur}
                    aria-invalid={errors.vessel_id ? true : undefined}
                    aria-describedby={errors.vessel_id ? 'create-voyage-vessel-error' : undefined}
                  >
                    <SelectValue placeholder={vesselPlaceholder} />
                  </SelectTrigger>
                  <SelectContent>
                    {(vessels.data ?? []).map((vessel) => (
                      <SelectItem key={vessel.id} value={String(vessel.id)}>
                        <span className="flex flex-wrap items-baseline gap-x-2">
                          <span className="font-medium">{vessel.name}</span>
                          <span className="text-muted-foreground text-xs">
                            {formatEssosVoyageNumber(vessel)}
                          </span>
                        </span>
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {errors.vessel_id ? (
              <p id="create-voyage-vessel-error" className="text-destructive text-sm">
                {errors.vessel_id.message}
              </p>
            ) : null}
            {vessels.isError ? <p className="text-destructive text-sm">{vessels.error.message}</p> : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="create-voyage-departure"
              label={`Planned departure (${zone})`}
              type="datetime-local"
              error={errors.planned_departure_at?.message}
              {...register('planned_departure_at')}
            />
            <TextField
              id="create-voyage-return"
              label={`Planned return (${zone})`}
              type="datetime-local"
              error={errors.planned_return_at?.message}
              {...register('planned_return_at')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={isSubmitting} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create Voyage'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
