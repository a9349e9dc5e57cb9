import type { CallDefinition, CallQuery, ExportFormat } from '@rigline/contract/api';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { downloadExport } from '@/lib/download-export';

/**
 * The Export button of a list (issue 12): CSV or Excel, the whole list as filtered on screen, not the page. It
 * asks the list's own call with `format`, so the server applies the same access rules.
 */
export function ExportMenu<T extends CallDefinition>({
  call,
  query,
  label = 'Export',
}: {
  call: T;
  query: CallQuery<T> | undefined;
  label?: string;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function run(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadExport(call, query, format);
    } catch (error) {
      toast.error('Export Failed', {
        id: 'export-failed',
        description:
          error instanceof Error ? error.message : 'The export could not be made. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy !== null}>
          <Download aria-hidden="true" />
          {busy ? 'Exporting...' : label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void run('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
