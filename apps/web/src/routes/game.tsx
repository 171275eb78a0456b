import { GamePage, useGame } from '@lootmarket/marketplace-features';
import { useParams } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const { gameSlug = '' } = useParams();
  const game = useGame(gameSlug);
  useDocumentTitle(game.data?.game.name ?? gameSlug);
  return <GamePage key={gameSlug} gameSlug={gameSlug} />;
}
