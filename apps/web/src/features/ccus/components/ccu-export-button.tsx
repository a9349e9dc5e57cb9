import type { ListCcusQuery } from '@rigline/contract/ccus';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { listEveryCcu } from '@/features/ccus/api/list-ccus';
import { ccuCsvFileName, ccusCsv } from '@/features/ccus/lib/ccu-csv';
import { downloadText } from '@/lib/csv-file';
import { serverMessageOf } from '@/lib/fetch-errors';

/**
 * Export CSV (issue 25): every unit matching the filter, not the page on screen, fetched page by page through the
 * list call (so the server's access rules hold) and written by the app's one CSV writer.
 */
export function CcuExportButton({
  filter,
  fileNamePrefix,
}: {
  filter: Omit<ListCcusQuery, 'page' | 'limit'>;
  /** "ccus" → ccus-2026-11-27.csv */
  fileNamePrefix: string;
}) {
  const [isExporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const units = await listEveryCcu(filter);
      downloadText(ccuCsvFileName(fileNamePrefix), await ccusCsv(units));
    } catch (error) {
      toast.error('Export Failed', {
        id: 'ccu-export-failed',
        description: serverMessageOf(error) ?? 'The units could not be exported. Please try again.',
      });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void exportCsv()}
      aria-busy={isExporting || undefined}
      disabled={isExporting}
    >
      <Download aria-hidden="true" />
      {isExporting ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
