import type { ManifestFormat } from '@rigline/contract/load-plan';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUnitSystem } from '@/lib/preferences';
import { useDownloadManifest } from '../api/download-manifest';

const FORMATS: Array<{ format: ManifestFormat; label: string }> = [
  { format: 'pdf', label: 'PDF' },
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'Excel' },
];

/** Said beside the voyage's manifest buttons to a person who reads the screens in imperial units. */
export const MANIFEST_UNITS_NOTE = 'Manifests are in metric (m, t, m²) for everyone who prints them.';

/**
 * Download Manifest (PDF, CSV, Excel) for the voyage, or for one leg when a journey is given. The documents are
 * metric whatever the Units setting (docs/decisions/056, 065); the voyage's buttons say so to an imperial reader.
 */
export function ManifestButtons({
  voyageId,
  journeyId,
  scopeLabel,
  size = 'sm',
}: {
  voyageId: number;
  journeyId?: number;
  /** Said to screen readers after the format, e.g. "manifest of leg 2". */
  scopeLabel: string;
  size?: 'sm' | 'xs';
}) {
  const download = useDownloadManifest();
  const isImperial = useUnitSystem() === 'imperial';
  const start = (format: ManifestFormat) =>
    download.mutate(
      { voyageId, format, journeyId },
      {
        onSuccess: (fileName) => toast.success('Manifest downloaded', { description: fileName }),
        onError: (error) => toast.error('Download failed', { description: error.message }),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          type="button"
          variant="outline"
          size="sm"
          className={size === 'xs' ? 'h-7 px-2 text-xs' : undefined}
          disabled={download.isPending}
          aria-label={`Download ${scopeLabel} as ${label}`}
          onClick={() => start(format)}
        >
          <Download aria-hidden="true" />
          {label}
        </Button>
      ))}
      {isImperial && size === 'sm' ? (
        <p className="basis-full text-muted-foreground text-xs">{MANIFEST_UNITS_NOTE}</p>
      ) : null}
    </div>
  );
}
