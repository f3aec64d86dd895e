import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPage={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves one page either way and stops at both ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
