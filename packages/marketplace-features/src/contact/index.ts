export { COMPANY_DOMAIN, SOCIAL_LINKS, SUPPORT_EMAIL } from './company-contacts';
export { contactMessages } from './contact-messages';
export { ContactPage } from './contact-page';
