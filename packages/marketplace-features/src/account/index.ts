export { accountMessages } from './account-messages';
export { DashboardPage } from './dashboard-page';
export { SessionsSection, SessionsView, type SessionsViewProps } from './sessions-section';
export { TwoFactorSection, TwoFactorView, type TwoFactorViewProps } from './two-factor-section';
