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
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-bold text-3xl">{intl.formatMessage(messages.title)}</h1>
      <p className="text-muted-foreground">{intl.formatMessage(messages.body)}</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
}
