import { BULK_ITEMS_MAX_ROWS } from '@rigline/contract/items';
import { CircleAlert, CircleCheck, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { useBulkCreateItems } from '@/features/items/api/bulk-create-items';
import { ImportPreview } from '@/features/items/components/import-preview';
import { ImportResult, type RefusedRow } from '@/features/items/components/import-result';
import type { ItemSheetParseResult, ParsedItemRow } from '@/features/items/lib/parse-item-sheet';
import { isSpreadsheetFileName, SPREADSHEET_ACCEPT } from '@/features/items/lib/spreadsheet-file';

type Step =
  | { name: 'choose'; fileError: string | null }
  | { name: 'reading'; fileName: string; done: number; total: number }
  | { name: 'preview'; fileName: string; sheet: ItemSheetParseResult }
  | { name: 'uploading'; fileName: string; sheet: ItemSheetParseResult }
  | { name: 'done'; fileName: string; sheet: ItemSheetParseResult; created: number; refused: RefusedRow[] };

const CHOOSE: Step = { name: 'choose', fileError: null };
const COLUMN_LIST = 'Mat Code, Item Name, Length, Breadth, Height, Weight, Volume, Unit of Measurement';

/**
 * Bulk Add (§5, extended): the file is read and checked in the browser, the preview shows each row's
 * problems, and the valid rows go to the server in one bulk-create call, whose refusals are mapped back to
 * the rows of the sheet.
 */
export function BulkAddDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [step, setStep] = useState<Step>(CHOOSE);
  const bulkCreate = useBulkCreateItems();
  // A newer file, or closing the dialog, makes a read still under way stale.
  const readIdRef = useRef(0);
  const fileInputRef = useRef<HTMLInputElement>(null);

  function startOver() {
    readIdRef.current += 1;
    setStep(CHOOSE);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  function changeOpen(open: boolean) {
    if (step.name === 'uploading') return;
    setIsOpen(open);
    if (!open) startOver();
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isSpreadsheetFileName(file.name)) {
      setStep({ name: 'choose', fileError: 'Please choose an Excel file (.xlsx or .xls).' });
      event.target.value = '';
      return;
    }
    const readId = ++readIdRef.current;
    setStep({ name: 'reading', fileName: file.name, done: 0, total: 0 });
    try {
      // The spreadsheet library is large: it loads when someone first imports a file.
      const [{ parseItemSheet }, data] = await Promise.all([
        import('@/features/items/lib/parse-item-sheet'),
        file.arrayBuffer(),
      ]);
      const sheet = await parseItemSheet(data, {
        onProgress: (done, total) => {
          if (readIdRef.current === readId) setStep({ name: 'reading', fileName: file.name, done, total });
        },
      });
      if (readIdRef.current !== readId) return;
      if (sheet.errors.length > 0) {
        setStep({ name: 'choose', fileError: sheet.errors.join(' ') });
        if (fileInputRef.current) fileInputRef.current.value = '';
        return;
      }
      setStep({ name: 'preview', fileName: file.name, sheet });
    } catch (error) {
      if (readIdRef.current !== readId) return;
      setStep({
        name: 'choose',
        fileError: `This file could not be read${error instanceof Error ? `: ${error.message}` : '.'}`,
      });
    }
  }

  async function importValidRows(fileName: string, sheet: ItemSheetParseResult) {
    const sent = sheet.rows.filter(
      (row): row is ParsedItemRow & { item: NonNullable<ParsedItemRow['item']> } => row.item !== null,
    );
    setStep({ name: 'uploading', fileName, sheet });
    try {
      const result = await bulkCreate.mutateAsync({ items: sent.map((row) => row.item) });
      // The server numbers the rows it was sent 1..n; the person knows them by their row in the sheet.
      const refused: RefusedRow[] = result.failed.map((failure) => {
        const row = sent[failure.row - 1];
        return {
          rowNumber: row?.rowNumber ?? null,
          matCode: row?.item.mat_code ?? '',
          name: row?.item.name ?? '',
          messages: failure.errors.map((error) => error.message),
        };
      });
      setStep({ name: 'done', fileName, sheet, created: result.created, refused });
      toast.success('Success', { description: result.message });
    } catch (error) {
      setStep({ name: 'preview', fileName, sheet });
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    }
  }

  async function downloadTemplate() {
    try {
      const { downloadItemTemplate } = await import('@/features/items/lib/item-sheet-template');
      downloadItemTemplate();
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Bulk Add
        </Button>
      </DialogTrigger>
      <DialogContent
        className="grid-cols-1 sm:max-w-5xl"
        showCloseButton={step.name !== 'uploading'}
        onInteractOutside={(event) => {
          if (step.name !== 'choose') event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Bulk Add</DialogTitle>
          <DialogDescription>
            Add many items at once from an Excel file (.xlsx or .xls) with the columns {COLUMN_LIST}. A
            Description column is used when present.
          </DialogDescription>
        </DialogHeader>

        {step.name === 'choose' ? (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor="bulk-add-file">Excel file</Label>
              <Input
                ref={fileInputRef}
                id="bulk-add-file"
                type="file"
                accept={SPREADSHEET_ACCEPT}
                aria-invalid={step.fileError ? true : undefined}
                aria-describedby={step.fileError ? 'bulk-add-file-error' : 'bulk-add-file-hint'}
                onChange={readFile}
              />
              {step.fileError ? (
                <p id="bulk-add-file-error" role="alert" className="text-destructive text-sm">
                  {step.fileError}
                </p>
              ) : (
                <p id="bulk-add-file-hint" className="text-muted-foreground text-sm">
                  The first row holds the column headers; each row below it is one item. Unit of Measurement
                  is count, lb or gal. Lengths are in inches, weights in pounds, volumes in gallons.
                </p>
              )}
            </div>
            <div>
              <Button variant="link" className="h-auto px-0" onClick={downloadTemplate}>
                <Download aria-hidden="true" />
                Download template
              </Button>
            </div>
          </div>
        ) : null}

        {step.name === 'reading' ? (
          <ProgressPanel
            label={
              step.total === 0
                ? `Reading ${step.fileName}...`
                : `Checking rows: ${step.done} of ${step.total}`
            }
            value={step.total === 0 ? null : (100 * step.done) / step.total}
          />
        ) : null}

        {step.name === 'preview' || step.name === 'uploading' ? (
          <div className="grid min-w-0 grid-cols-1 gap-4">
            <SheetSummary fileName={step.fileName} sheet={step.sheet} />
            {step.name === 'uploading' ? (
              <ProgressPanel
                label={`Importing ${step.sheet.validCount} row${step.sheet.validCount === 1 ? '' : 's'}...`}
                value={null}
              />
            ) : null}
            <ImportPreview sheet={step.sheet} />
          </div>
        ) : null}

        {step.name === 'done' ? (
          <div className="grid min-w-0 grid-cols-1 gap-4">
            <ProgressPanel label="Import complete" value={100} />
            <ImportResult
              created={step.created}
              refused={step.refused}
              notSentRows={step.sheet.rows.filter((row) => row.item === null).map((row) => row.rowNumber)}
            />
          </div>
        ) : null}

        {step.name === 'preview' ? (
          <DisabledReason
            id="bulk-add-import-why"
            reason={
              step.sheet.validCount === 0
                ? 'No row of this file is valid yet: fix the rows with errors and choose the file again.'
                : step.sheet.validCount > BULK_ITEMS_MAX_ROWS
                  ? `One import takes at most ${BULK_ITEMS_MAX_ROWS} rows: split the file.`
                  : null
            }
          />
        ) : null}
        <DialogFooter>
          {step.name === 'preview' || step.name === 'uploading' ? (
            <>
              <Button variant="outline" disabled={step.name === 'uploading'} onClick={startOver}>
                Choose another file
              </Button>
              <Button
                disabled={
                  step.name === 'uploading' ||
                  step.sheet.validCount === 0 ||
                  step.sheet.validCount > BULK_ITEMS_MAX_ROWS
                }
                aria-describedby={
                  step.name === 'preview' &&
                  (step.sheet.validCount === 0 || step.sheet.validCount > BULK_ITEMS_MAX_ROWS)
                    ? 'bulk-add-import-why'
                    : undefined
                }
                onClick={() => importValidRows(step.fileName, step.sheet)}
              >
                {step.name === 'uploading'
                  ? 'Importing...'
                  : `Import ${step.sheet.validCount} valid row${step.sheet.validCount === 1 ? '' : 's'}`}
              </Button>
            </>
          ) : null}
          {step.name === 'done' ? (
            <>
              <Button variant="outline" onClick={startOver}>
                Import another file
              </Button>
              <Button onClick={() => changeOpen(false)}>Done</Button>
            </>
          ) : null}
          {step.name === 'reading' ? (
            <Button variant="outline" onClick={startOver}>
              Cancel
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ProgressPanel({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="grid gap-2" role="status">
      <p className="text-muted-foreground text-sm">{label}</p>
      <Progress value={value} aria-label={label} />
    </div>
  );
}

function SheetSummary({ fileName, sheet }: { fileName: string; sheet: ItemSheetParseResult }) {
  const total = sheet.rows.length;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <FileSpreadsheet className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 truncate font-medium">{fileName}</span>
        <span className="text-muted-foreground">
          {total} row{total === 1 ? '' : 's'}
        </span>
        <Badge variant="secondary">
          <CircleCheck aria-hidden="true" />
          {sheet.validCount} valid
        </Badge>
        {sheet.invalidCount > 0 ? (
          <Badge variant="destructive">
            <CircleAlert aria-hidden="true" />
            {sheet.invalidCount} with errors
          </Badge>
        ) : null}
      </div>
      {sheet.validCount > BULK_ITEMS_MAX_ROWS ? (
        <p role="alert" className="text-destructive text-sm">
          One import takes at most {BULK_ITEMS_MAX_ROWS} rows and this file has {sheet.validCount} valid rows.
          Please split it into smaller files.
        </p>
      ) : sheet.invalidCount > 0 ? (
        <p className="text-muted-foreground text-sm">
          Rows with errors are not imported. Fix them in the file and import it again, or import the valid
          rows now and the others later.
        </p>
      ) : null}
    </div>
  );
}
