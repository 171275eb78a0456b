import { useIntl } from 'react-intl';
import { FaqList } from './faq-list';
import { faqMessages } from './faq-messages';

export function FaqPage() {
  const intl = useIntl();
  return (
    <div className="lm:mx-auto lm:flex lm:max-w-3xl lm:flex-col lm:gap-6 lm:px-4 lm:py-12">
      <header className="lm:flex lm:flex-col lm:gap-3">
        <h1 className="lm:font-bold lm:text-3xl">{intl.formatMessage(faqMessages.title)}</h1>
        <p className="lm:text-lg lm:text-muted-foreground">{intl.formatMessage(faqMessages.intro)}</p>
      </header>
      <FaqList />
    </div>
  );
}
