export { useAdminAction, useAdminQuery } from './admin-api';
export {
  ADMIN_SECTIONS,
  AdminFrame,
  type AdminFrameProps,
  AdminLayout,
  AdminPage,
  NoAccessView,
  type StaffRole,
  staffRoleOf,
} from './admin-layout';
export * from './admin-messages';
export {
  AdminAuditPage,
  AdminAuditView,
  type AdminAuditViewProps,
  AdminOutboxPage,
  AdminOutboxView,
  type AdminOutboxViewProps,
} from './audit-outbox-pages';
export { AdminCatalogPage } from './catalog-page';
export { AdminDashboardPage, DashboardView } from './dashboard-page';
export { AdminFeeRulesPage } from './fee-rules-page';
export {
  AdminModerationPage,
  AdminModerationView,
  type AdminModerationViewProps,
  type ModerationDecide,
} from './moderation-page';
export { AdminOrdersPage, AdminOrdersView, type AdminOrdersViewProps } from './orders-page';
export {
  AdminDisputesPage,
  AdminTicketPage,
  AdminTicketsPage,
  AdminWithdrawalsPage,
} from './queues-pages';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export {
  AdminUserPage,
  AdminUsersPage,
  AdminUsersView,
  type AdminUsersViewProps,
  AdminUserView,
  type AdminUserViewProps,
} from './users-pages';
