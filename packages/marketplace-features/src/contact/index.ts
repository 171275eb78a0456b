export { contactMessages } from './contact-messages';
export { ContactPage, SUPPORT_EMAIL } from './contact-page';
