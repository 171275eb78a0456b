export { FilterBar, type FilterBarProps, type OfferView } from './filter-bar';
