import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Contact us' },
  intro: {
    id: 'contact.intro',
    defaultMessage: 'Our support team is here for you around the clock, in every language of the site.',
  },
  emailLabel: { id: 'contact.emailLabel', defaultMessage: 'Email' },
  hoursLabel: { id: 'contact.hoursLabel', defaultMessage: 'Hours' },
  hours: { id: 'contact.hours', defaultMessage: '24 hours a day, 7 days a week' },
  replyLabel: { id: 'contact.replyLabel', defaultMessage: 'Average reply time' },
  reply: { id: 'contact.reply', defaultMessage: 'About 3 minutes' },
  addressLabel: { id: 'contact.addressLabel', defaultMessage: 'Company address' },
  orderHelp: {
    id: 'contact.orderHelp',
    defaultMessage: 'For a problem with an order, include your order ID so we can help faster.',
  },
  faqHint: { id: 'contact.faqHint', defaultMessage: 'Many answers are already in our FAQ.' },
  faqLink: { id: 'contact.faqLink', defaultMessage: 'Read the FAQ' },
});
