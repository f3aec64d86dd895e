import type { ConsoleVendor } from '@lotus/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createVendor } from '../api/console-games-api';
import { CatalogueAddVendorDialog } from './catalogue-add-vendor-dialog';

vi.mock('../api/console-games-api', async (original) => ({
  ...(await original<typeof import('../api/console-games-api')>()),
  createVendor: vi.fn(),
}));
const create = vi.mocked(createVendor);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

function open() {
  const onCreated = vi.fn();
  render(<CatalogueAddVendorDialog sortOrder={7} onClose={() => {}} onCreated={onCreated} />);
  return onCreated;
}

function fillIn() {
  type('Code', ' pg2 ');
  type('Name \\(English\\)', 'PG Two');
  type('Name \\(Chinese\\)', 'PG 二');
  type('Launch URL', 'https://games.pg2.example/play?token={token}&game={game}');
}

beforeEach(() => create.mockReset());

describe('adding a vendor', () => {
  it('judges the form by the contract’s schema in the operator’s words, sending nothing', async () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Add a game vendor' })).toBeInTheDocument();
    expect(field('Sort order')).toHaveValue('7');
    fireEvent.click(screen.getByTestId('vendor-add-save'));
    expect(await screen.findByText(/^Letters, digits, - or _ \(up to 32\)/)).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('An https:// address or a site path starting with /')).toBeInTheDocument();
    expect(screen.getByText('At least 16 characters, no spaces (up to 200)')).toBeInTheDocument();

    fillIn();
    type('Launch URL', 'https://games.pg2.example/play');
    type('Signing secret', 'too short');
    fireEvent.click(screen.getByTestId('vendor-add-save'));
    expect(await screen.findByText('Put {token} where the vendor receives the launch token')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the body with a generated secret, and says a taken code on its field', async () => {
    const onCreated = open();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect((field('Signing secret') as HTMLInputElement).value).toMatch(/^[0-9a-f]{64}$/);

    create.mockRejectedValueOnce(
      new ApiError('console.vendor.code.taken', 'Another vendor of this brand has this code', 409, {
        fields: { code: 'Another vendor of this brand has this code' },
      }),
    );
    fireEvent.click(screen.getByTestId('vendor-add-save'));
    expect(await screen.findByText('Another vendor of this brand has this code')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();

    const vendor = { id: 41, code: 'PG3' } as ConsoleVendor;
    create.mockResolvedValueOnce(vendor);
    type('Code', 'pg3');
    fireEvent.click(screen.getByTestId('vendor-add-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(vendor));
    expect(create).toHaveBeenLastCalledWith({
      code: 'pg3',
      name: { EN: 'PG Two', CN: 'PG 二' },
      walletMode: 'seamless',
      launchUrl: 'https://games.pg2.example/play?token={token}&game={game}',
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      enabled: true,
      sortOrder: 7,
    });
  });
});
