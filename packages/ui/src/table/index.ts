export { type SortDirection, Table, type TableColumn, type TableProps, type TableSort } from './table';
