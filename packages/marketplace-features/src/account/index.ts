export { accountMessages } from './account-messages';
export { DashboardPage } from './dashboard-page';
