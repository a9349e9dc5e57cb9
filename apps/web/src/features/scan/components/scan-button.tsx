import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ScanPages } from '../resolve-scan';
import { ScanDialog } from './scan-dialog';

/** The top bar's Scan action: a filled button with its word on every screen, since phones are where labels are. */
export function ScanButton({ pages }: { pages: ScanPages }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" className="h-9" onClick={() => setOpen(true)}>
        <ScanLine aria-hidden="true" />
        Scan
      </Button>
      <ScanDialog open={isOpen} onOpenChange={setOpen} pages={pages} />
    </>
  );
}
