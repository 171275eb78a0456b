export { accountMessages } from './account-messages';
export { DashboardPage } from './dashboard-page';
export {
  SignInMethodsSection,
  SignInMethodsView,
  type SignInMethodsViewProps,
  signInMethodsMessages,
} from './sign-in-methods';
