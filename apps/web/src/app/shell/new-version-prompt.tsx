import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NEW_VERSION_MESSAGE } from '@/lib/new-version';

/**
 * The service worker has installed a new version and holds it until the person chooses (registerType
 * 'prompt', docs/decisions/069): Reload hands the page to the new version, which reloads it whole, so no page
 * ever runs half old and half new. Until then the old version keeps serving every file it started with.
 */
export function NewVersionPrompt({ onReload }: { onReload: () => Promise<void> | void }) {
  const [isReloading, setIsReloading] = useState(false);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted px-3 py-2 text-sm md:px-4"
    >
      <p className="min-w-0 flex-1">{NEW_VERSION_MESSAGE}</p>
      <Button
        size="sm"
        disabled={isReloading}
        title={isReloading ? 'Loading the new version…' : undefined}
        onClick={() => {
          setIsReloading(true);
          void onReload();
        }}
      >
        {isReloading ? 'Reloading…' : 'Reload'}
      </Button>
    </div>
  );
}
