/** A cell: text, a plain number (amounts, counts), or nothing. */
export type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  /** The heading, in the language the console is shown in. */
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * Text a spreadsheet would run as a formula (= + - @, and tab or carriage return that some strip first) gets a leading
 * single quote, so an exported member name or message can never execute in Excel (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: numbers as they are, text neutralised against formulas and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows under a heading line, CRLF-separated as RFC 4180 and Excel expect. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** UTF-8 with a byte-order mark: without it Excel reads the file in the system code page and garbles Chinese. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** `<name>-YYYY-MM-DD.csv`, dated on the operator's own day. */
export function csvFileName(name: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves the text as a file through a temporary link (works in every browser the console supports). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(csvBlob(csv));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: a download still reading the blob would fail (the file is small; the delay frees it anyway).
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
