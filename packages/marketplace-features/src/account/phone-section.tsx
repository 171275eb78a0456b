import { otherErrorMessages } from '@lootmarket/i18n';
import { Alert, Spinner } from '@lootmarket/ui';
import { useIntl } from 'react-intl';
import { useAuth } from '../auth/auth-provider';
import { usePhoneVerification } from './account-api';
import { accountMessages } from './account-messages';
import { AccountSection } from './account-section';

export type PhoneVerificationViewProps = {
  /** verified: the phone is verified; unavailable: verification cannot be done now; loading: not known yet. */
  status: 'loading' | 'verified' | 'unavailable';
};

/**
 * My account → Phone verification (spec §2, §4). Verification is temporarily unavailable (spec §8's
 * text): said as neutral information, since nothing is wrong with the account and nothing is to be done.
 */
export function PhoneVerificationView({ status }: PhoneVerificationViewProps) {
  const intl = useIntl();
  let body = <Spinner size="sm" label={intl.formatMessage(accountMessages.loading)} />;
  if (status === 'verified') body = <p>{intl.formatMessage(accountMessages.phoneVerified)}</p>;
  else if (status === 'unavailable') {
    body = (
      <Alert variant="info" data-slot="phone-verification-unavailable">
        {intl.formatMessage(otherErrorMessages.phoneVerificationUnavailable)}
      </Alert>
    );
  }
  return <AccountSection title={intl.formatMessage(accountMessages.phoneTitle)}>{body}</AccountSection>;
}

/** The section with its data (GET /api/v1/account/phone/verification). */
export function PhoneSection() {
  const { token } = useAuth();
  const phone = usePhoneVerification(token);
  const status =
    phone.data?.state === 'verified' ? 'verified' : phone.data || phone.isError ? 'unavailable' : 'loading';
  return <PhoneVerificationView status={status} />;
}
