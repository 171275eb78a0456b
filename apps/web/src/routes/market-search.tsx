import { isCategorySlug } from '@lootmarket/contract';
import { categoryMessages, MarketPage, useGame } from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const { gameSlug = '', category = '' } = useParams();
  const intl = useIntl();
  const game = useGame(gameSlug);
  const categoryName = isCategorySlug(category) ? intl.formatMessage(categoryMessages[category]) : category;
  useDocumentTitle(`${game.data?.game.name ?? gameSlug} ${categoryName}`);
  return <MarketPage key={`${gameSlug}/${category}`} gameSlug={gameSlug} category={category} />;
}
