/**
 * Issue 12: after an order's status changes, the list refetches and the row may move, re-render or leave the
 * list (an accepted order leaves "Action Required"); focus then fell to the page body and a keyboard user
 * started again from the top. `keepFocusOnRow` watches for that for a few seconds and puts focus back: on the
 * same row's first control if it is still there, else on the row now at its place (the next one), else the
 * one before it (the last). It keeps watching for the whole time, since focus can drop twice: when the control
 * is disabled while the call runs, and when the refetch takes the row away. Rows are elements with `data-row-key` (a table row and its phone card may both exist; the
 * visible one is used).
 */
const WATCH_MS = 4000;
const STEP_MS = 100;
const FOCUSABLE = 'button:not([disabled]), [role="combobox"], a[href], input:not([disabled]), [tabindex="0"]';

function isVisible(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

function visibleRows(list: ParentNode = document): HTMLElement[] {
  return [...list.querySelectorAll('[data-row-key]')].filter(isVisible);
}

function focusRow(row: HTMLElement): void {
  // The row's status control first: the control a person just used, or its equivalent on the next row.
  const control =
    [...row.querySelectorAll('[role="combobox"]:not([disabled])')].find(isVisible) ??
    [...row.querySelectorAll(FOCUSABLE)].find(isVisible);
  if (control) {
    control.focus();
    return;
  }
  if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');
  row.focus();
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Call as the change starts; returns a function that stops watching (e.g. on unmount). */
export function keepFocusOnRow(key: string | number): () => void {
  const rowKey = String(key);
  const row = visibleRows().find((candidate) => candidate.dataset.rowKey === rowKey);
  if (!row) return () => undefined;
  const list = row.parentElement;
  const index = list ? visibleRows(list).indexOf(row) : -1;
  const startedAt = Date.now();
  const stop = () => {
    window.clearInterval(timer);
    document.removeEventListener('pointerdown', stop, true);
  };
  const timer = window.setInterval(() => {
    if (Date.now() - startedAt > WATCH_MS) {
      stop();
      return;
    }
    if (!focusIsLost()) return;
    const same = visibleRows().find((candidate) => candidate.dataset.rowKey === rowKey);
    const siblings = list?.isConnected ? visibleRows(list) : visibleRows();
    const target = same ?? siblings[Math.min(Math.max(index, 0), siblings.length - 1)];
    // Watching goes on: a control disabled while the call runs drops focus first, the refetch may drop it again.
    if (target) focusRow(target);
  }, STEP_MS);
  // A click or a tap anywhere is the person choosing where to go next: focus is theirs again.
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
