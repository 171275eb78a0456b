export { AccountDashboardPage } from './account-dashboard-page';
export { accountMessages } from './account-messages';
export { AvatarForm, type AvatarFormProps } from './avatar-form';
export { CountryForm, type CountryFormProps, countryName } from './country-form';
export { PhoneSection, PhoneVerificationView, type PhoneVerificationViewProps } from './phone-section';
export { SessionsSection, SessionsView, type SessionsViewProps } from './sessions-section';
export {
  SignInMethodsSection,
  SignInMethodsView,
  type SignInMethodsViewProps,
  signInMethodsMessages,
} from './sign-in-methods';
export { TwoFactorSection, TwoFactorView, type TwoFactorViewProps } from './two-factor-section';
