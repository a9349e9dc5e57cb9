import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { findRequestIdOfOrder } from '../api/find-order-request';
import { findUnitIdByCode } from '../api/find-unit-by-code';
import { resolveScan, type ScanLookups, type ScanPages } from '../resolve-scan';
import { CameraPreview } from './camera-preview';

const LOOKUPS: ScanLookups = { unitIdByCode: findUnitIdByCode, requestIdOfOrder: findRequestIdOfOrder };

/**
 * Scan (issue 25): the camera reads a label's QR code, or the person types the code; either opens the unit or
 * the order's request on the signed-in role's page. A code that names nothing they may see is said so here, and
 * nothing navigates.
 */
export function ScanDialog({
  open,
  onOpenChange,
  pages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pages: ScanPages;
}) {
  const navigate = useNavigate();
  const codeId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isLookingUp, setLookingUp] = useState(false);
  // The camera reads the same label many times a second: one look-up per code, and none while one runs.
  const lastRead = useRef<string | null>(null);
  const isBusy = useRef(false);

  async function openScanned(text: string) {
    if (isBusy.current) return;
    isBusy.current = true;
    setLookingUp(true);
    const result = await resolveScan(text, pages, LOOKUPS);
    isBusy.current = false;
    setLookingUp(false);
    if ('message' in result) return setMessage(result.message);
    close(false);
    navigate(result.path);
  }

  function close(isOpen: boolean) {
    if (!isOpen) {
      setTyped('');
      setMessage(null);
      lastRead.current = null;
    }
    onOpenChange(isOpen);
  }

  function onCameraText(text: string) {
    if (text === lastRead.current || isBusy.current) return;
    lastRead.current = text;
    void openScanned(text);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void openScanned(typed);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="gap-3 p-4 sm:max-w-md sm:p-6">
        <DialogHeader>
          <DialogTitle>Scan a Label</DialogTitle>
          <DialogDescription>
            Point the camera at a unit's or an order's QR code, or type its code.
          </DialogDescription>
        </DialogHeader>
        {open ? <CameraPreview onText={onCameraText} /> : null}
        <form className="grid gap-2" onSubmit={onSubmit} noValidate>
          <Label htmlFor={codeId}>Type a code</Label>
          <div className="flex gap-2">
            <Input
              id={codeId}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setMessage(null);
              }}
              placeholder="TOR-1234 or ORD-012"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={message ? messageId : undefined}
              aria-invalid={message ? true : undefined}
            />
            <Button type="submit" disabled={isLookingUp}>
              {isLookingUp ? 'Looking up...' : 'Go'}
            </Button>
          </div>
          <p id={messageId} role="alert" className="text-destructive text-sm empty:hidden">
            {message ?? ''}
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
