export { GameSearch } from './game-search';
export type { FooterGame, GameSummary } from './games-api';
