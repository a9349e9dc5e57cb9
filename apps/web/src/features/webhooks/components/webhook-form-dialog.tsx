import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateWebhookResponse,
  createWebhookBodySchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_EVENTS_REQUIRED_MESSAGE,
  type Webhook,
  type WebhookEvent,
} from '@rigline/contract/webhooks';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { ShownOnceDialog } from '@/components/layout/shown-once';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateWebhook, useUpdateWebhook } from '@/features/webhooks/api/webhooks';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const { shape } = createWebhookBodySchema;

const formSchema = z.object({
  url: shape.url,
  description: z.string().max(200, 'Description must be at most 200 characters'),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, WEBHOOK_EVENTS_REQUIRED_MESSAGE),
});
type FormInput = z.input<typeof formSchema>;
const FORM_FIELDS = new Set<string>(['url', 'description', 'events']);

function valuesOf(webhook: Webhook | null): FormInput {
  return webhook
    ? { url: webhook.url, description: webhook.description, events: [...webhook.events] }
    : { url: '', description: '', events: [] };
}

/** The events as checkboxes, with "All events" above them. */
function EventChoices({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  describedBy: string | undefined;
}) {
  const isAll = value.length === WEBHOOK_EVENTS.length;
  const toggle = (event: WebhookEvent, isOn: boolean) =>
    onChange(WEBHOOK_EVENTS.filter((each) => (each === event ? isOn : value.includes(each))));
  return (
    <fieldset id={id} className="grid min-w-0 gap-2" aria-describedby={describedBy}>
      <legend className="sr-only">Events</legend>
      <div className="flex items-center gap-2 border-b pb-2">
        <Checkbox
          id={`${id}-all`}
          checked={isAll ? true : value.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) => onChange(checked === true ? [...WEBHOOK_EVENTS] : [])}
        />
        <Label htmlFor={`${id}-all`} className="font-medium">
          All events
        </Label>
      </div>
      <div className="grid max-h-64 min-w-0 gap-2 overflow-y-auto sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <div key={event} className="flex min-w-0 items-start gap-2">
            <Checkbox
              id={`${id}-${event}`}
              className="mt-0.5"
              checked={value.includes(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <Label htmlFor={`${id}-${event}`} className="grid min-w-0 gap-0.5 font-normal">
              <span className="break-all font-mono text-xs">{event}</span>
              <span className="text-muted-foreground text-xs">{WEBHOOK_EVENT_LABELS[event]}</span>
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Add Webhook (and Edit): the endpoint's URL, the events it hears and a description. A new webhook's signing
 * secret is then shown once, with Copy; closing the dialog forgets it.
 */
export function WebhookFormDialog({
  open,
  onOpenChange,
  webhook = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The webhook to edit; null adds one. */
  webhook?: Webhook | null;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [made, setMade] = useState<CreateWebhookResponse['data'] | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(webhook) });
  useEffect(() => {
    if (open) {
      reset(valuesOf(webhook));
      setMade(null);
    }
  }, [open, reset, webhook]);

  const submit = handleSubmit(async (values) => {
    try {
      if (webhook) {
        await update.mutateAsync({
          id: webhook.id,
          url: values.url,
          description: values.description,
          events: values.events,
          version: webhook.version,
        });
        toast.success('Webhook updated');
        onOpenChange(false);
      } else {
        setMade(
          await create.mutateAsync({
            url: values.url,
            events: values.events,
            ...(values.description.trim() ? { description: values.description } : {}),
          }),
        );
      }
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        const field = (
          fieldError.field.startsWith('events') ? 'events' : fieldError.field
        ) as FieldPath<FormInput>;
        setError(field, { message: fieldError.message }, { shouldFocus: index === 0 });
      }
      if (hasOtherMessage) {
        toast.error(webhook ? 'Webhook not updated' : 'Webhook not added', {
          description: errorMessageOf(error),
        });
      }
    }
  });

  if (made) {
    return (
      <ShownOnceDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Webhook added"
        description={
          <span className="break-all">
            Events go to {made.webhook.url} within seconds, signed as the Standard Webhooks specification says
            (webhook-id, webhook-timestamp, webhook-signature). Verify each one with this secret.
          </span>
        }
        label="Signing secret"
        value={made.secret}
        what="secret"
      />
    );
  }

  const error = (name: 'url' | 'description' | 'events') => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={webhook ? 'Edit Webhook' : 'Add Webhook'}
      description="Another system (an ERP, a chat room, a reporting tool) hears of each change it chooses, signed so that it can check the sender."
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={webhook ? 'Save' : 'Add Webhook'}
      pendingLabel={webhook ? 'Saving...' : 'Adding...'}
    >
      <FormField
        id="webhook-url"
        label="URL *"
        error={error('url')}
        hint="Where each event is POSTed, e.g. https://erp.example.com/rigline/hooks."
      >
        <Input
          id="webhook-url"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...fieldAria('webhook-url', error('url'), true)}
          {...register('url')}
        />
      </FormField>
      <FormField id="webhook-description" label="Description" error={error('description')}>
        <Input
          id="webhook-description"
          autoComplete="off"
          {...fieldAria('webhook-description', error('description'))}
          {...register('description')}
        />
      </FormField>
      <FormField id="webhook-events" label="Events *" error={error('events')}>
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <EventChoices
              id="webhook-events"
              value={field.value}
              onChange={field.onChange}
              describedBy={fieldAria('webhook-events', error('events'))['aria-describedby']}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
