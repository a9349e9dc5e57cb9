import { expect } from 'vitest';

/**
 * The house rule "a disabled button says why" (issue 22.4, docs/decisions/055), as a check a component test
 * runs on what it rendered: every disabled button points with aria-describedby at an element on the page that
 * holds words. Answers the reasons, so a test can also check what they say.
 */
export function expectDisabledButtonsExplained(root: ParentNode = document): string[] {
  const disabled = [
    ...root.querySelectorAll<HTMLButtonElement>('button:disabled, button[aria-disabled="true"]'),
  ];
  return disabled.map((button) => {
    const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '(unnamed)';
    const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const reason = ids
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    expect(reason, `the disabled button "${name}" does not say why`).not.toBe('');
    return reason;
  });
}
