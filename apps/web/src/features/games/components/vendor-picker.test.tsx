import type { VendorCard } from '@lotus/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithBoot } from '@/test/render-with-boot';
import { VendorPicker } from './vendor-picker';

const vendors = (n: number): VendorCard[] =>
  Array.from({ length: n }, (_, i) => ({
    vassalage: `V${i}`,
    gameType: 'RNG',
    displayName: `Vendor ${i}`,
    lagerIcon: `game-art/vendors/V${i}.svg`,
  }));

describe('the vendor dropdown (spec §9)', () => {
  it('is a short list up to 10 vendors', async () => {
    renderWithBoot(<VendorPicker cards={vendors(10)} value={null} onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /^Provider/ }));
    expect((await screen.findByTestId('vendor-picker')).dataset.layout).toBe('list');
    expect(screen.queryAllByRole('img', { hidden: true })).toHaveLength(0);
  });

  it('opens the large layout with logos above 10 vendors, and reports the choice', async () => {
    const onChange = vi.fn();
    renderWithBoot(<VendorPicker cards={vendors(11)} value="V3" onChange={onChange} />);
    expect(screen.getByRole('button', { name: /^Provider/ }).textContent).toContain('Vendor 3');
    await userEvent.click(screen.getByRole('button', { name: /^Provider/ }));
    const picker = await screen.findByTestId('vendor-picker');
    expect(picker.dataset.layout).toBe('large');
    expect(picker.querySelectorAll('img')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Vendor 3' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Vendor 10' }));
    expect(onChange).toHaveBeenCalledWith('V10');
  });
});
