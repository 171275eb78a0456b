export { Pagination, type PaginationProps, pageItems } from './pagination';
