import {
  OrderFrame,
  RequireSignedIn,
  refundClaimMessages,
  SandboxRefundClaimPage,
} from '@lootmarket/marketplace-features';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from './use-document-title';

/** The sandbox's crypto refund claim page (the order page links a refunded crypto payment here). */
export function Component() {
  const intl = useIntl();
  useDocumentTitle(refundClaimMessages.title);
  return (
    <RequireSignedIn>
      <OrderFrame title={intl.formatMessage(refundClaimMessages.title)}>
        <SandboxRefundClaimPage />
      </OrderFrame>
    </RequireSignedIn>
  );
}
