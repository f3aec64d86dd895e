/** The console's shared list, filter, form, pager and export pieces. */

export { failureMessage } from '@/lib/forms/server-errors';
export { type ConsoleColumn, ConsoleTable, TableCells } from './console-table';
export { CsvExport } from './csv-export';
export { FilterBar, useFilters } from './filter-bar';
export { FormDialog, FormFooter } from './form-dialog';
export { AmountFields, NumberField } from './number-field';
export { CONSOLE_PAGE_SIZE, pageNoOf, pagerOf } from './paging';
export { QueryState } from './query-state';
export { useUrlParams } from './url-params';
export { useConsoleForm } from './use-console-form';
export { useRowAction } from './use-row-action';
