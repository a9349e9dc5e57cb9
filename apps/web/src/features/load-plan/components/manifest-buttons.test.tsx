import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUnitSystemPreference } from '@/lib/preferences';
import { MANIFEST_UNITS_NOTE, ManifestButtons } from './manifest-buttons';

/*
 * Issue 22's walk: the manifest did not follow the Units setting. It is metric for everyone (decision 065);
 * a person reading the screens in imperial is told so beside the voyage's buttons, not surprised by the file.
 */

afterEach(() => setUnitSystemPreference('metric'));

function renderButtons(size?: 'sm' | 'xs') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ManifestButtons voyageId={5} scopeLabel="voyage manifest" {...(size ? { size } : {})} />
    </QueryClientProvider>,
  );
}

describe('Download Manifest and the Units setting', () => {
  it('says the manifest is metric to an imperial reader', () => {
    setUnitSystemPreference('imperial');
    renderButtons();
    expect(screen.getByText(MANIFEST_UNITS_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download voyage manifest as PDF' })).toBeTruthy();
  });

  it('says nothing more in metric, nor on each leg’s small buttons', () => {
    renderButtons();
    expect(screen.queryByText(MANIFEST_UNITS_NOTE)).toBeNull();
  });

  it('keeps the leg buttons short in imperial too', () => {
    setUnitSystemPreference('imperial');
    renderButtons('xs');
    expect(screen.queryByText(MANIFEST_UNITS_NOTE)).toBeNull();
  });
});
