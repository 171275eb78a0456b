export { orderTimeline } from '../orders/order-timeline';
export { useAdminAction, useAdminQuery } from './admin-api';
export { AdminDashboardPage, AdminDashboardView } from './admin-dashboard-page';
export { ConfirmDialog, type ConfirmDialogProps, ReadDialog, type ReadDialogProps } from './admin-dialogs';
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
export {
  type AdminList,
  type AdminListFilter,
  AdminListFrame,
  type AdminListFrameProps,
  type AdminListTabs,
  type AdminListViewProps,
  adminList,
  useAdminList,
} from './admin-list';
export * from './admin-messages';
export {
  AdminAuditPage,
  AdminAuditView,
  type AdminAuditViewProps,
  AdminOutboxPage,
  AdminOutboxView,
  type AdminOutboxViewProps,
} from './audit-outbox-pages';
export {
  AdminCatalogPage,
  AdminCatalogView,
  type AdminCatalogViewProps,
  type CatalogWrite,
} from './catalog-page';
export {
  AdminCurrencyRatesPage,
  AdminCurrencyRatesView,
  type AdminCurrencyRatesViewProps,
  type CurrencyRateRefusal,
} from './currency-rates-page';
export {
  AdminDisputeDetailView,
  type AdminDisputeDetailViewProps,
  AdminDisputePage,
} from './dispute-detail-page';
export { DisputeEvidenceList, type DisputeEvidenceListProps } from './dispute-evidence-list';
export {
  AdminDisputeRulesPage,
  AdminDisputeRulesView,
  type AdminDisputeRulesViewProps,
} from './dispute-rules-page';
export {
  AdminDisputesPage,
  AdminDisputesView,
  type AdminDisputesViewProps,
  DisputeChatView,
  type DisputeChatViewProps,
  type DisputeDecide,
} from './disputes-page';
export { AdminFeeRulesPage, AdminFeeRulesView, type AdminFeeRulesViewProps } from './fee-rules-page';
export {
  AdminModerationPage,
  AdminModerationView,
  type AdminModerationViewProps,
  FlaggedMessagesView,
  type FlaggedMessagesViewProps,
  type ModerationDecide,
  type ModerationDecision,
} from './moderation-page';
export { AdminOrdersPage, AdminOrdersView, type AdminOrdersViewProps } from './orders-page';
export { PageViewsCard } from './page-views-card';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export {
  AdminTicketPage,
  AdminTicketsPage,
  AdminTicketsView,
  type AdminTicketsViewProps,
  AdminTicketView,
  type AdminTicketViewProps,
} from './tickets-pages';
export {
  AdminUserPage,
  AdminUsersPage,
  AdminUsersView,
  type AdminUsersViewProps,
  AdminUserView,
  type AdminUserViewProps,
} from './users-pages';
export {
  AdminWarrantyClaimsPage,
  AdminWarrantyClaimsView,
  type AdminWarrantyClaimsViewProps,
} from './warranty-claims-page';
export {
  AdminWarrantyRulesPage,
  AdminWarrantyRulesView,
  type AdminWarrantyRulesViewProps,
} from './warranty-rules-page';
export {
  AdminWithdrawalsPage,
  AdminWithdrawalsView,
  type AdminWithdrawalsViewProps,
} from './withdrawals-page';
