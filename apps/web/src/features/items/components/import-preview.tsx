import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TablePagination } from '@/components/ui/table-pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ItemSheetColumn } from '@/features/items/lib/item-sheet-columns';
import type { ItemSheetParseResult, ParsedItemRow } from '@/features/items/lib/parse-item-sheet';
import { cn } from '@/lib/utils';

const PREVIEW_PAGE_SIZES = [10, 20, 50] as const;

/** The rows read from the file, each cell with a problem highlighted and the problems listed beside it. */
export function ImportPreview({ sheet }: { sheet: ItemSheetParseResult }) {
  const withErrors = sheet.rows.filter((row) => row.errors.length > 0);
  return (
    <Tabs defaultValue={withErrors.length > 0 ? 'errors' : 'all'} className="min-w-0">
      <TabsList>
        <TabsTrigger value="all">All rows ({sheet.rows.length})</TabsTrigger>
        <TabsTrigger value="errors" disabled={withErrors.length === 0}>
          With errors ({withErrors.length})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="all" className="min-w-0">
        <PreviewTable rows={sheet.rows} columns={sheet.columns} />
      </TabsContent>
      <TabsContent value="errors" className="min-w-0">
        <PreviewTable rows={withErrors} columns={sheet.columns} />
      </TabsContent>
    </Tabs>
  );
}

function PreviewTable({
  rows,
  columns,
}: {
  rows: readonly ParsedItemRow[];
  columns: readonly ItemSheetColumn[];
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PREVIEW_PAGE_SIZES[0]);
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <div className="max-h-[45vh] overflow-y-auto rounded-md border">
        <Table>
          <TableHeader className="sticky top-0 z-10 bg-background">
            <TableRow>
              <TableHead>Row</TableHead>
              <TableHead>Problems</TableHead>
              {columns.map((column) => (
                <TableHead key={column.field}>{column.header}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => {
              const hasErrors = row.errors.length > 0;
              return (
                <TableRow key={row.rowNumber} className={cn(hasErrors && 'bg-destructive/5')}>
                  <TableCell className="text-muted-foreground tabular-nums">{row.rowNumber}</TableCell>
                  <TableCell className="min-w-56 max-w-80 whitespace-normal">
                    {hasErrors ? (
                      <ul className="grid gap-0.5 text-destructive text-xs">
                        {row.errors.map((error) => (
                          <li key={`${error.field}:${error.message}`}>{error.message}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
                        <CircleCheck className="size-3.5" aria-hidden="true" />
                        No problems found
                      </span>
                    )}
                  </TableCell>
                  {columns.map((column) => {
                    const messages = row.errors
                      .filter((error) => error.field === column.field)
                      .map((error) => error.message);
                    return (
                      <TableCell
                        key={column.field}
                        title={messages.join('\n') || undefined}
                        className={cn(
                          'max-w-48 truncate',
                          column.isNumeric && 'text-right tabular-nums',
                          messages.length > 0 && 'bg-destructive/15 font-medium text-destructive',
                        )}
                      >
                        {row.cells[column.field] || (messages.length > 0 ? '(empty)' : '')}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={rows.length}
        pageSizeOptions={PREVIEW_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}
