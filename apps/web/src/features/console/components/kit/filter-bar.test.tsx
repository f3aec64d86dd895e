import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/form-field';
import { FilterBar, useFilters } from './filter-bar';

describe('useFilters', () => {
  it('keeps what is typed apart from what the list shows until applied, and resets both', () => {
    const { result } = renderHook(() => useFilters({ q: '', status: 'open' }));
    act(() => result.current.field('q').onChange({ target: { value: 'demo' } }));
    expect(result.current.draft).toEqual({ q: 'demo', status: 'open' });
    expect(result.current.applied).toEqual({ q: '', status: 'open' });
    act(() => result.current.apply());
    expect(result.current.applied).toEqual({ q: 'demo', status: 'open' });
    act(() => result.current.reset({ q: '', status: '' }));
    expect(result.current.draft).toEqual({ q: '', status: '' });
    expect(result.current.applied).toEqual({ q: '', status: '' });
  });
});

describe('FilterBar', () => {
  it('applies on its button and on Enter in a field, and resets on its reset button', () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    render(
      <FilterBar onApply={onApply} applyLabel="Search" applyTestId="go" reset={{ label: 'Clear', onReset }}>
        <TextField label="Member" defaultValue="" />
      </FilterBar>,
    );
    fireEvent.click(screen.getByTestId('go'));
    fireEvent.submit(screen.getByRole('textbox', { name: 'Member' }));
    expect(onApply).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('is a plain row without a button when its fields apply themselves', () => {
    const { container } = render(
      <FilterBar className="extra">
        <TextField label="Member" defaultValue="" />
      </FilterBar>,
    );
    expect(container.querySelector('form')).toBeNull();
    expect(container.firstElementChild).toHaveClass('console-filters', 'extra');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
