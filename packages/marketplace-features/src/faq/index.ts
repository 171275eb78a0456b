export { FaqList } from './faq-list';
export { FAQ_ENTRIES, faqMessages } from './faq-messages';
export { FaqPage } from './faq-page';
