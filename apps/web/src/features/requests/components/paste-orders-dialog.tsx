import {
  BULK_ORDER_LINES_MAX,
  type OrderLineResult,
  parseOrderQuantity,
} from '@rigline/contract/order-lines';
import { ClipboardPaste, FileUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DisabledReason } from '@/components/layout/field-extras';
import { Badge } from '@/components/ui/badge';
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
import { Textarea } from '@/components/ui/textarea';
import { serverMessageOf } from '@/lib/fetch-errors';
import { cn } from '@/lib/utils';
import { useBulkCreateOrders, useCheckOrderLines } from '../api/bulk-create-orders';
import {
  checkLocally,
  type DraftLine,
  isReadyToAdd,
  linesFromPaste,
  RESULT_LABELS,
} from '../lib/order-lines';
import { ORDER_SHEET_ACCEPT, readOrderSheet } from '../lib/read-order-sheet';

const RESULT_STYLES: Record<OrderLineResult, string> = {
  found: 'border-green-200 bg-green-50 text-green-800',
  not_found: 'border-red-200 bg-red-50 text-red-800',
  duplicate: 'border-amber-300 bg-amber-50 text-amber-900',
  bad_quantity: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * Paste or import order lines into a draft (issue 12): two columns (mat code, quantity) pasted or read from
 * an .xlsx or .csv file, previewed line by line (found, not found, duplicate, bad quantity) and fixable in
 * place; nothing is saved until every line is found, and then all are added in one transaction.
 */
export function PasteOrdersDialog({ requestId }: { requestId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ClipboardPaste aria-hidden="true" />
        Paste Orders
      </Button>
      <DialogContent className="max-h-[92svh] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Paste Orders</DialogTitle>
          <DialogDescription>
            Paste two columns, mat code and quantity, or choose an .xlsx or .csv file. Each line is checked
            before anything is saved.
          </DialogDescription>
        </DialogHeader>
        {open ? <PasteOrdersForm requestId={requestId} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function PasteOrdersForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<DraftLine[] | null>(null);
  const check = useCheckOrderLines(requestId);
  const create = useBulkCreateOrders(requestId);
  const isBusy = check.isPending || create.isPending;

  /** The browser's own checks first; the lines that pass go to the server's dry run. */
  async function checkLines(candidates: DraftLine[]) {
    const local = candidates.map((line) => checkLocally({ ...line, result: null, message: '' }));
    const toAsk = local.filter((line) => line.result === null);
    setLines(local);
    if (toAsk.length === 0) return;
    try {
      const answer = await check.mutateAsync(
        toAsk.map((line) => ({
          mat_code: line.matCode,
          quantity: parseOrderQuantity(line.quantityText) ?? 0,
        })),
      );
      const byKey = new Map(toAsk.map((line, index) => [line.key, answer.lines[index]]));
      setLines(
        local.map((line) => {
          const outcome = byKey.get(line.key);
          if (!outcome) return line;
          return {
            ...line,
            result: outcome.result,
            // The server numbers the lines it was sent; the preview numbers every line.
            message: sentence(
              outcome.message
                .replace(/^Line \d+: /, '')
                .replace(/repeats line \d+/, 'repeats an earlier line'),
            ),
            itemName: outcome.item?.name ?? null,
            unit: outcome.item?.item_measurement_unit ?? null,
          };
        }),
      );
    } catch (error) {
      toast.error('Error', {
        description: serverMessageOf(error) ?? 'Failed to check the lines. Please try again.',
      });
    }
  }

  async function readFile(file: File | undefined) {
    if (!file) return;
    try {
      await checkLines(await readOrderSheet(file));
    } catch (error) {
      toast.error('Error', {
        description: error instanceof Error ? error.message : 'Could not read the file',
      });
    }
  }

  function preview() {
    const pasted = linesFromPaste(text);
    if (pasted.length === 0) {
      toast.error('Nothing to add', { description: 'Paste mat codes and quantities, one line each.' });
      return;
    }
    if (pasted.length > BULK_ORDER_LINES_MAX) {
      toast.error('Too many lines', {
        description: `At most ${BULK_ORDER_LINES_MAX} lines can be added at once.`,
      });
      return;
    }
    void checkLines(pasted);
  }

  function edit(key: number, change: Partial<Pick<DraftLine, 'matCode' | 'quantityText'>>) {
    setLines((current) =>
      (current ?? []).map((line) =>
        line.key === key ? { ...line, ...change, result: null, message: 'Edited: check again' } : line,
      ),
    );
  }

  async function add() {
    if (!lines || !isReadyToAdd(lines)) return;
    try {
      const result = await create.mutateAsync(
        lines.map((line) => ({
          mat_code: line.matCode,
          quantity: parseOrderQuantity(line.quantityText) ?? 0,
          po_number: line.poNumber || null,
        })),
      );
      toast.success('Orders Added', { description: result.message });
      onDone();
    } catch (error) {
      toast.error('Error', {
        description: serverMessageOf(error) ?? 'Failed to create orders. Please try again.',
      });
      void checkLines(lines);
    }
  }

  if (lines === null) {
    return (
      <div className="grid min-h-0 gap-4 overflow-y-auto">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-paste`}>Mat code and quantity, one line each</Label>
          <Textarea
            id={`${id}-paste`}
            rows={10}
            value={text}
            placeholder={'TUB-9625-L80\t12\nMUD-BAR-25\t40'}
            className="font-mono text-sm"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`} className="flex items-center gap-2">
            <FileUp className="size-4" aria-hidden="true" />
            Or import a file (.xlsx, .xls, .csv: column A mat code, column B quantity)
          </Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept={ORDER_SHEET_ACCEPT}
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>
        <DisabledReason
          id={`${id}-preview-why`}
          reason={text.trim() === '' ? 'Paste lines or import a file to preview them.' : null}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button
            onClick={preview}
            disabled={text.trim() === '' || isBusy}
            aria-describedby={text.trim() === '' ? `${id}-preview-why` : undefined}
          >
            {check.isPending ? 'Checking...' : 'Preview'}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  const counts = (result: OrderLineResult) => lines.filter((line) => line.result === result).length;
  const unchecked = lines.filter((line) => line.result === null).length;
  return (
    <>
      <div className="grid min-h-0 content-start gap-3 overflow-y-auto pr-1">
        <p className="text-sm" role="status">
          {lines.length} lines: {counts('found')} found, {counts('not_found')} not found,{' '}
          {counts('duplicate')} duplicate, {counts('bad_quantity')} bad quantity
          {unchecked > 0 ? `, ${unchecked} to check again` : ''}.
        </p>
        <ol className="grid gap-2" aria-label="Lines to add">
          {lines.map((line, index) => (
            <li
              key={line.key}
              className={cn(
                'grid grid-cols-[2rem_minmax(0,1fr)_5.5rem_auto] items-center gap-2 rounded-md border p-2 text-sm sm:grid-cols-[2rem_minmax(0,14rem)_6rem_minmax(0,1fr)_auto]',
                line.result !== null && line.result !== 'found' && 'border-red-200 bg-red-50/40',
              )}
            >
              <span className="text-muted-foreground tabular-nums">{index + 1}</span>
              <Input
                aria-label={`Line ${index + 1} mat code`}
                value={line.matCode}
                className="h-9 font-mono"
                onChange={(event) => edit(line.key, { matCode: event.target.value })}
              />
              <Input
                aria-label={`Line ${index + 1} quantity`}
                value={line.quantityText}
                inputMode="numeric"
                className="h-9"
                onChange={(event) => edit(line.key, { quantityText: event.target.value })}
              />
              <Button
                variant="ghost"
                size="icon"
                className="sm:order-last"
                aria-label={`Remove line ${index + 1}`}
                onClick={() => setLines(lines.filter((other) => other.key !== line.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <div className="col-span-3 col-start-2 flex min-w-0 flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-auto">
                {line.result ? (
                  <Badge variant="outline" className={RESULT_STYLES[line.result]}>
                    {RESULT_LABELS[line.result]}
                  </Badge>
                ) : (
                  <Badge variant="outline">Not checked</Badge>
                )}
                <span className="min-w-0 truncate text-muted-foreground text-xs" title={line.message}>
                  {line.result === 'found' && line.itemName
                    ? `${line.itemName}${line.unit ? ` · ${line.unit}` : ''}${line.poNumber ? ` · PO ${line.poNumber}` : ''}`
                    : line.message}
                </span>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <DisabledReason
        id={`${id}-add-why`}
        reason={
          isReadyToAdd(lines)
            ? null
            : lines.length === 0
              ? 'No lines to add.'
              : 'Every line must be Found: fix or remove the others, then Check again.'
        }
      />
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={() => setLines(null)} disabled={isBusy}>
          Back
        </Button>
        <Button variant="outline" onClick={() => void checkLines(lines)} disabled={isBusy}>
          {check.isPending ? 'Checking...' : 'Check again'}
        </Button>
        <Button
          onClick={() => void add()}
          disabled={!isReadyToAdd(lines) || isBusy}
          aria-describedby={isReadyToAdd(lines) ? undefined : `${id}-add-why`}
        >
          {create.isPending ? 'Adding...' : `Add ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}`}
        </Button>
      </DialogFooter>
    </>
  );
}
