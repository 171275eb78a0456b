import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'notFound.body',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
});

export function Component() {
  const intl = useIntl();
  useDocumentTitle(messages.title);
  return (
    <div className="lm:mx-auto lm:flex lm:max-w-2xl lm:flex-col lm:items-start lm:gap-4 lm:px-4 lm:py-16">
      <h1 className="lm:font-bold lm:text-3xl">{intl.formatMessage(messages.title)}</h1>
      <p className="lm:text-muted-foreground">{intl.formatMessage(messages.body)}</p>
      <Link to="/" className="lm:font-medium lm:text-primary lm:underline lm:underline-offset-4">
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
}
