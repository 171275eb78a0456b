import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  tagline: {
    id: 'home.tagline',
    defaultMessage: 'Game currency, items, accounts and keys — paid safely through escrow',
  },
  intro: {
    id: 'home.intro',
    defaultMessage:
      'Buy from trusted sellers in over 60 games. Your payment is held until you confirm delivery, and the seller is paid the moment you do.',
  },
  howItWorks: { id: 'home.howItWorks.title', defaultMessage: 'How it works' },
  step1: { id: 'home.howItWorks.step1', defaultMessage: 'Find your game and the offer you want.' },
  step2: {
    id: 'home.howItWorks.step2',
    defaultMessage: 'Compare sellers by price, delivery time and reviews.',
  },
  step3: {
    id: 'home.howItWorks.step3',
    defaultMessage: 'Pay by card, wallet balance or crypto in under 60 seconds.',
  },
  step4: { id: 'home.howItWorks.step4', defaultMessage: 'We hold your payment safely in escrow.' },
  step5: {
    id: 'home.howItWorks.step5',
    defaultMessage: 'The seller delivers; chat with them if you need to.',
  },
  step6: { id: 'home.howItWorks.step6', defaultMessage: 'Confirm delivery and the seller is paid at once.' },
});

const steps = [
  messages.step1,
  messages.step2,
  messages.step3,
  messages.step4,
  messages.step5,
  messages.step6,
];

export function HomePage() {
  const intl = useIntl();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-12">
      <section className="flex flex-col gap-4">
        <h1 className="max-w-3xl font-bold text-3xl sm:text-4xl">{intl.formatMessage(messages.tagline)}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{intl.formatMessage(messages.intro)}</p>
      </section>
      <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
        <h2 id="how-it-works" className="font-semibold text-2xl">
          {intl.formatMessage(messages.howItWorks)}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.id} className="flex gap-3 rounded-lg border border-border bg-card p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{intl.formatMessage(step)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
