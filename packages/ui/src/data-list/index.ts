export { DataList, type DataListItem, type DataListProps } from './data-list';
