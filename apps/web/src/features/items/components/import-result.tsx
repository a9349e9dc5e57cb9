import { CircleAlert, CircleCheck } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { describeRows } from '@/features/items/lib/describe-rows';

/** A row the server refused, named by its row in the sheet. */
export interface RefusedRow {
  /** null only if the server named a row it was not sent. */
  rowNumber: number | null;
  matCode: string;
  name: string;
  messages: string[];
}

interface ImportResultProps {
  created: number;
  refused: readonly RefusedRow[];
  /** The sheet row numbers of the rows with errors in the file, which were not sent. */
  notSentRows: readonly number[];
}

/** What the bulk-create call did: the items created and each row it refused, with the server's reasons. */
export function ImportResult({ created, refused, notSentRows }: ImportResultProps) {
  const notSent = notSentRows.length;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="grid gap-1 text-sm">
        <p className="flex items-center gap-2 font-medium">
          <CircleCheck className="size-4 text-muted-foreground" aria-hidden="true" />
          Created {created} item{created === 1 ? '' : 's'}.
        </p>
        {refused.length > 0 ? (
          <p className="flex items-center gap-2 text-destructive">
            <CircleAlert className="size-4" aria-hidden="true" />
            The server refused {refused.length} row{refused.length === 1 ? '' : 's'}:
          </p>
        ) : null}
        {notSent > 0 ? (
          <p className="text-muted-foreground">
            {notSent} row{notSent === 1 ? '' : 's'} with errors in the file {notSent === 1 ? 'was' : 'were'}{' '}
            not sent ({describeRows(notSentRows)}).
          </p>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <div className="max-h-[40vh] overflow-y-auto rounded-md border">
          <Table>
            <TableHeader className="sticky top-0 z-10 bg-background">
              <TableRow>
                <TableHead>Row</TableHead>
                <TableHead>Mat Code</TableHead>
                <TableHead>Item Name</TableHead>
                <TableHead>Problem</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {refused.map((row, index) => (
                <TableRow key={row.rowNumber ?? `unknown-${index}`}>
                  <TableCell className="tabular-nums">{row.rowNumber ?? '—'}</TableCell>
                  <TableCell className="font-mono text-xs">{row.matCode}</TableCell>
                  <TableCell className="max-w-48 truncate" title={row.name}>
                    {row.name}
                  </TableCell>
                  <TableCell className="min-w-64 whitespace-normal text-destructive text-xs">
                    {row.messages.join('; ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}
