import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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
