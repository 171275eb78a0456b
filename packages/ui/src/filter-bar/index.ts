export { FilterBar, type FilterBarDrawerWords, type FilterBarProps, type OfferView } from './filter-bar';
