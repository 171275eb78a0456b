import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { footerMessages } from '../layout/site-footer';
import { ContactTicketForm } from '../tickets/tickets-pages';
import { SUPPORT_EMAIL } from './company-contacts';
import { contactMessages } from './contact-messages';

export function ContactPage() {
  const intl = useIntl();
  return (
    <div className="lm:mx-auto lm:flex lm:max-w-3xl lm:flex-col lm:gap-6 lm:px-4 lm:py-12">
      <header className="lm:flex lm:flex-col lm:gap-3">
        <h1 className="lm:font-bold lm:text-3xl">{intl.formatMessage(contactMessages.title)}</h1>
        <p className="lm:text-lg lm:text-muted-foreground">{intl.formatMessage(contactMessages.intro)}</p>
      </header>
      <dl className="lm:grid lm:gap-4 lm:rounded-lg lm:border lm:border-border lm:bg-card lm:p-6 lm:sm:grid-cols-2">
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(contactMessages.emailLabel)}
          </dt>
          <dd>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(contactMessages.hoursLabel)}
          </dt>
          <dd>{intl.formatMessage(contactMessages.hours)}</dd>
        </div>
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(contactMessages.replyLabel)}
          </dt>
          <dd>{intl.formatMessage(contactMessages.reply)}</dd>
        </div>
        <div className="lm:flex lm:flex-col lm:gap-1">
          <dt className="lm:text-muted-foreground lm:text-sm">
            {intl.formatMessage(contactMessages.addressLabel)}
          </dt>
          <dd>
            <address className="lm:not-italic">{intl.formatMessage(footerMessages.address)}</address>
          </dd>
        </div>
      </dl>
      <ContactTicketForm />
      <p>{intl.formatMessage(contactMessages.orderHelp)}</p>
      <p>
        {intl.formatMessage(contactMessages.faqHint)}{' '}
        <Link to="/faq/" className="lm:font-medium lm:text-link lm:underline lm:underline-offset-4">
          {intl.formatMessage(contactMessages.faqLink)}
        </Link>
      </p>
    </div>
  );
}
