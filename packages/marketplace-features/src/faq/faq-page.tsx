import { useIntl } from 'react-intl';
import { FaqList } from './faq-list';
import { faqMessages } from './faq-messages';

export function FaqPage() {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl">{intl.formatMessage(faqMessages.title)}</h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(faqMessages.intro)}</p>
      </header>
      <FaqList />
    </div>
  );
}
