import { Copy } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from 'sonner';
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

/**
 * A secret the server answers once and never again (an API key, a webhook's signing secret, a calendar address):
 * the whole value, selectable, with Copy, and the warning that it will not be shown again.
 */
export function ShownOnce({ label, value, what }: { label: string; value: string; what: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${label} copied`);
    } catch {
      toast.error('Could not copy', { description: `Select the ${what} and copy it yourself.` });
    }
  }
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={value}
          readOnly
          spellCheck={false}
          className="min-w-0 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-amber-800 text-xs">
        Copy it now and keep it somewhere safe: it will not be shown again. If it is lost, make a new one.
      </p>
    </div>
  );
}

/** The dialog a secret is shown once in, after it was made: what it is for, the secret with Copy, and Done. */
export function ShownOnceDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  value,
  what,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  value: string;
  what: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[calc(100vw-2rem)] sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        <ShownOnce label={label} value={value} what={what} />
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
