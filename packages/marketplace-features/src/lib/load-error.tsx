import { Alert, Button } from '@lootmarket/ui';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { ApiError } from '../api/api-client';
import { errorDescriptor } from '../api/error-message';

export const loadErrorMessages = defineMessages({
  retry: { id: 'common.loadError.retry', defaultMessage: 'Retry' },
  retrying: { id: 'common.loadError.retrying', defaultMessage: 'Retrying…' },
});

/** Whether a query failed because what it asked for does not exist (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export interface LoadErrorProps {
  /** What the query threw. */
  error: unknown;
  /** Shown for a 404: what does not exist ("This offer does not exist…"). */
  notFound: MessageDescriptor;
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
}

/**
 * Why a page's data is not shown. A 404 says what does not exist; anything else (no network, a
 * server error, a busy server) says what happened in the catalogue's words, with Retry.
 */
export function LoadError({ error, notFound, onRetry, retrying = false }: LoadErrorProps) {
  const intl = useIntl();
  if (isNotFound(error)) return <Alert variant="error" live title={intl.formatMessage(notFound)} />;
  const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
  return (
    <Alert
      variant="error"
      live
      title={intl.formatMessage(errorDescriptor(code))}
      action={
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={retrying}
          loadingLabel={intl.formatMessage(loadErrorMessages.retrying)}
          onClick={onRetry}
        >
          {intl.formatMessage(loadErrorMessages.retry)}
        </Button>
      }
    />
  );
}
