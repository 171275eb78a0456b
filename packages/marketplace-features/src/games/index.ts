export {
  ALL_GAMES_PATH,
  GAMES_GROUPS,
  type GamesGroup,
  gameLinkPath,
  gamesGroupFromSearch,
  gamesGroupPath,
  HEADER_GROUPS,
} from './all-games';
export { AllGamesPage } from './all-games-page';
export { GameCover, gameHue, gameInitials } from './game-cover';
export { GameSearch } from './game-search';
export type { FooterGame, GameSummary } from './games-api';
export { allGamesMessages, allGamesValueMessages, productGroupMessages } from './games-messages';
