import {
  OrderFrame,
  paymentPageMessages,
  RequireSignedIn,
  SandboxPaymentPage,
} from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

export function Component() {
  const intl = useIntl();
  useDocumentTitle(paymentPageMessages.testMode);
  return (
    <RequireSignedIn>
      <OrderFrame title={intl.formatMessage(paymentPageMessages.title)}>
        <SandboxPaymentPage />
      </OrderFrame>
    </RequireSignedIn>
  );
}
