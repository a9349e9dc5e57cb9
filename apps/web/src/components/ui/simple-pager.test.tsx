import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledButtonsExplained } from '@/testing/disabled-reasons';
import { SimplePager } from './simple-pager';
import { TablePagination } from './table-pagination';

/*
 * Issue 22's walk: the pagers' Previous and Next were disabled without a word (decision 055 had let the page
 * count stand for the reason). Now they say why, to a screen reader and in a tooltip.
 */
describe('pager step buttons', () => {
  it('say why Previous is disabled on the first page, and Next is open', () => {
    render(<SimplePager page={1} pageSize={10} total={25} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    expect(expectDisabledButtonsExplained()).toEqual(['You are on the first page']);
    expect(screen.getByTitle('You are on the first page')).toBeTruthy();
  });

  it('say why Next is disabled on the last page of a table', () => {
    render(
      <TablePagination
        page={3}
        pageSize={10}
        total={25}
        pageSizeOptions={[10, 25]}
        onPageChange={vi.fn()}
        onPageSizeChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(expectDisabledButtonsExplained()).toEqual(['This is the last page']);
  });

  it('say both on a single page', () => {
    render(<SimplePager page={1} pageSize={10} total={4} onPageChange={vi.fn()} />);
    expect(expectDisabledButtonsExplained()).toEqual(['You are on the first page', 'This is the last page']);
  });
});
