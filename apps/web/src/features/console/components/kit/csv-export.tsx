import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv';

export interface CsvExportProps<T> {
  /** The file's name before its date, e.g. `members`. */
  name: string;
  columns: readonly CsvColumn<T>[];
  /** The rows the page shows now (every loaded page of a longer list). */
  rows: readonly T[];
}

/** Downloads what the table shows as a CSV file Excel opens as it is, Chinese included. */
export function CsvExport<T>({ name, columns, rows }: CsvExportProps<T>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rows.length === 0}
      title={t('consoleCsv.hint', { count: rows.length })}
      data-testid="console-csv-export"
      onClick={() => downloadCsv(csvFileName(name), toCsv(columns, rows))}
    >
      {t('consoleCsv.button')}
    </Button>
  );
}
