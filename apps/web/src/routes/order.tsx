import { OrderFrame, OrderPage, orderMessages, RequireSignedIn } from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const intl = useIntl();
  useDocumentTitle(orderMessages.title);
  return (
    <RequireSignedIn>
      <OrderFrame title={intl.formatMessage(orderMessages.title)} wide>
        <OrderPage />
      </OrderFrame>
    </RequireSignedIn>
  );
}
