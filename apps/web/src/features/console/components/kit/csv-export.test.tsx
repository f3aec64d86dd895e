import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CsvExport } from './csv-export';

const columns = [
  { header: 'Member', value: (r: { name: string; amount: number }) => r.name },
  { header: 'Amount', value: (r: { name: string; amount: number }) => r.amount },
];

afterEach(() => vi.restoreAllMocks());

describe('CsvExport', () => {
  it('is off while there is nothing to export', () => {
    render(<CsvExport name="members" columns={columns} rows={[]} />);
    expect(screen.getByTestId('console-csv-export')).toBeDisabled();
  });

  it('downloads the rows as dated, BOM-prefixed CSV with formulas neutralised', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    render(
      <CsvExport
        name="members"
        columns={columns}
        rows={[
          { name: '=cmd', amount: 1250 },
          { name: 'a, b', amount: 0 },
        ]}
      />,
    );
    fireEvent.click(screen.getByTestId('console-csv-export'));
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Member,Amount\r\n\'=cmd,1250\r\n"a, b",0\r\n');
  });
});
