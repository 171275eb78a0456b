import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { footerMessages } from '../layout/site-footer';
import { ContactTicketForm } from '../tickets/tickets-pages';
import { SUPPORT_EMAIL } from './company-contacts';
import { contactMessages } from './contact-messages';

export function ContactPage() {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl">{intl.formatMessage(contactMessages.title)}</h1>
        <p className="text-lg text-muted-foreground">{intl.formatMessage(contactMessages.intro)}</p>
      </header>
      <dl className="grid gap-4 rounded-lg border border-border bg-card p-6 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(contactMessages.emailLabel)}</dt>
          <dd>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-link underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(contactMessages.hoursLabel)}</dt>
          <dd>{intl.formatMessage(contactMessages.hours)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{intl.formatMessage(contactMessages.replyLabel)}</dt>
          <dd>{intl.formatMessage(contactMessages.reply)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">
            {intl.formatMessage(contactMessages.addressLabel)}
          </dt>
          <dd>
            <address className="not-italic">{intl.formatMessage(footerMessages.address)}</address>
          </dd>
        </div>
      </dl>
      <ContactTicketForm />
      <p>{intl.formatMessage(contactMessages.orderHelp)}</p>
      <p>
        {intl.formatMessage(contactMessages.faqHint)}{' '}
        <Link to="/faq/" className="font-medium text-link underline underline-offset-4">
          {intl.formatMessage(contactMessages.faqLink)}
        </Link>
      </p>
    </div>
  );
}
