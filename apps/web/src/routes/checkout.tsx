import {
  CheckoutPage,
  checkoutMessages,
  OrderFrame,
  RequireSignedIn,
} from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const intl = useIntl();
  useDocumentTitle(checkoutMessages.title);
  return (
    <RequireSignedIn>
      <OrderFrame title={intl.formatMessage(checkoutMessages.title)}>
        <CheckoutPage />
      </OrderFrame>
    </RequireSignedIn>
  );
}
