import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { TableRow } from '@/components/ui/table';

/** A row of a request list: a click anywhere on it opens the request. */
export function RequestTableRow({
  requestId,
  requestPath,
  children,
}: {
  requestId: number;
  requestPath: (requestId: number) => string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <TableRow className="cursor-pointer" onClick={() => navigate(requestPath(requestId))}>
      {children}
    </TableRow>
  );
}
