import {
  BACKLOAD_CATEGORIES,
  BACKLOAD_CATEGORY_LABELS,
  type Backload,
  type BackloadCategory,
  type BackloadLineInput,
} from '@rigline/contract/cargo';
import type { Journey } from '@rigline/contract/journeys';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useVendorChoices } from '../api/list-choices';

interface LineDraft {
  /** A key that stays with the line while others are added and removed. */
  key: number;
  description: string;
  category: BackloadCategory;
  quantity: string;
  unit: string;
  weight_kg: string;
  length_m: string;
  width_m: string;
  height_m: string;
  vendor_id: string;
  un_number: string;
  imdg_class: string;
}

let nextLineKey = 1;

function emptyLine(): LineDraft {
  nextLineKey += 1;
  return { ...EMPTY_LINE, key: nextLineKey };
}

const EMPTY_LINE: Omit<LineDraft, 'key'> = {
  description: '',
  category: 'RENTAL_RETURN',
  quantity: '1',
  unit: 'pcs',
  weight_kg: '0',
  length_m: '0',
  width_m: '0',
  height_m: '0',
  vendor_id: '',
  un_number: '',
  imdg_class: '',
};

function draftOf(line: Backload['lines'][number]): LineDraft {
  return {
    key: line.id,
    description: line.description,
    category: line.category,
    quantity: String(line.quantity),
    unit: line.unit,
    weight_kg: String(line.weight_kg),
    length_m: String(line.length_m),
    width_m: String(line.width_m),
    height_m: String(line.height_m),
    vendor_id: line.vendor ? String(line.vendor.id) : '',
    un_number: line.un_number ?? '',
    imdg_class: line.imdg_class ?? '',
  };
}

function inputOf(draft: LineDraft): BackloadLineInput {
  return {
    description: draft.description,
    category: draft.category,
    quantity: Number(draft.quantity),
    unit: draft.unit,
    weight_kg: Number(draft.weight_kg),
    length_m: Number(draft.length_m),
    width_m: Number(draft.width_m),
    height_m: Number(draft.height_m),
    vendor_id: draft.vendor_id ? Number(draft.vendor_id) : null,
    ...(draft.un_number ? { un_number: draft.un_number } : {}),
    ...(draft.imdg_class ? { imdg_class: draft.imdg_class } : {}),
  };
}

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Book or edit backload (issue 9): the rig (a journey not ended yet, when booking) and its lines. */
export function BackloadFormDialog({
  isOpen,
  editing,
  journeys,
  isPending,
  error,
  onClose,
  onSubmit,
}: {
  isOpen: boolean;
  editing: Backload | null;
  journeys: readonly Journey[];
  isPending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (value: { rig_id: number; lines: BackloadLineInput[] }) => void;
}) {
  const open = journeys.filter((journey) => journey.ended_at === null);
  const [rigId, setRigId] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const vendors = useVendorChoices(isOpen);
  const firstOpenRig = open[0]?.rig_id;
  // Reset each time the dialog opens.
  useEffect(() => {
    if (!isOpen) return;
    setRigId(editing ? String(editing.rig.id) : String(firstOpenRig ?? ''));
    setLines(editing ? editing.lines.map(draftOf) : [emptyLine()]);
  }, [isOpen, editing, firstOpenRig]);

  const change = (index: number, field: Exclude<keyof LineDraft, 'key'>, value: string) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, [field]: value } : line)));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ rig_id: Number(rigId), lines: lines.map(inputOf) });
  }

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit Backload #${editing.id}` : 'Book Backload'}</DialogTitle>
            <DialogDescription>
              What goes from the rig back to base on this voyage: rental returns, empty CCUs, waste, surplus.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="backload-rig">Rig</Label>
            <select
              id="backload-rig"
              className={SELECT_CLASS}
              value={rigId}
              disabled={editing !== null}
              onChange={(event) => setRigId(event.target.value)}
            >
              {(editing ? journeys : open).map((journey) => (
                <option key={journey.id} value={journey.rig_id}>
                  {journey.rig.name} (journey {journey.sequence})
                </option>
              ))}
            </select>
          </div>
          {lines.map((line, index) => (
            <fieldset key={line.key} className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 font-medium text-sm">Line {index + 1}</legend>
              <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
                <div className="grid gap-1">
                  <Label htmlFor={`line-${index}-description`}>Description</Label>
                  <Input
                    id={`line-${index}-description`}
                    value={line.description}
                    onChange={(event) => change(index, 'description', event.target.value)}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`line-${index}-category`}>Category</Label>
                  <select
                    id={`line-${index}-category`}
                    className={SELECT_CLASS}
                    value={line.category}
                    onChange={(event) => change(index, 'category', event.target.value)}
                  >
                    {BACKLOAD_CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {BACKLOAD_CATEGORY_LABELS[category]}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
                {(
                  [
                    ['quantity', 'Quantity'],
                    ['unit', 'Unit'],
                    ['weight_kg', 'Weight (kg)'],
                    ['length_m', 'Length (m)'],
                    ['width_m', 'Width (m)'],
                    ['height_m', 'Height (m)'],
                  ] as const
                ).map(([field, label]) => (
                  <div key={field} className="grid gap-1">
                    <Label htmlFor={`line-${index}-${field}`}>{label}</Label>
                    <Input
                      id={`line-${index}-${field}`}
                      inputMode={field === 'unit' ? 'text' : 'decimal'}
                      value={line[field]}
                      onChange={(event) => change(index, field, event.target.value)}
                    />
                  </div>
                ))}
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
                <div className="col-span-2 grid gap-1 sm:col-span-1">
                  <Label htmlFor={`line-${index}-vendor`}>Vendor (rental owner)</Label>
                  <select
                    id={`line-${index}-vendor`}
                    className={SELECT_CLASS}
                    value={line.vendor_id}
                    onChange={(event) => change(index, 'vendor_id', event.target.value)}
                  >
                    <option value="">None</option>
                    {(vendors.data ?? []).map((vendor) => (
                      <option key={vendor.id} value={vendor.id}>
                        {vendor.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`line-${index}-un`}>UN number</Label>
                  <Input
                    id={`line-${index}-un`}
                    placeholder="UN1263"
                    value={line.un_number}
                    onChange={(event) => change(index, 'un_number', event.target.value)}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`line-${index}-imdg`}>IMDG class</Label>
                  <Input
                    id={`line-${index}-imdg`}
                    placeholder="3"
                    value={line.imdg_class}
                    onChange={(event) => change(index, 'imdg_class', event.target.value)}
                  />
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="self-end"
                  disabled={lines.length === 1}
                  onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                  aria-label={`Remove line ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            <Plus aria-hidden="true" />
            Add line
          </Button>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending || !rigId}>
              {editing ? 'Save Backload' : 'Book Backload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
