export { createSearchStore } from './searchStore';
export type {
  AddressReader,
  HistoryWriter,
  LoadStatus,
  PageSizeStorage,
  RankedFilter,
  SearchServices,
  SearchState,
  SearchStore,
  SearchStoreOptions,
} from './searchStore';
export { createCardStore, initialCardState } from './cardStore';
export type { CardState, CardStore, CardStoreOptions, CardStoreState } from './cardStore';
