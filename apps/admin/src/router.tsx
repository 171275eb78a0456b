import {
  AdminAuditPage,
  AdminCatalogPage,
  AdminCurrencyRatesPage,
  AdminDashboardPage,
  AdminDisputePage,
  AdminDisputeRulesPage,
  AdminDisputesPage,
  AdminFeeRulesPage,
  AdminLayout,
  AdminModerationPage,
  AdminOrdersPage,
  AdminOutboxPage,
  AdminTicketPage,
  AdminTicketsPage,
  AdminUserPage,
  AdminUsersPage,
  AdminWarrantyClaimsPage,
  AdminWarrantyRulesPage,
  AdminWithdrawalsPage,
  AuthProvider,
  LoginPage,
  type StaffRole,
  Toaster,
} from '@lootmarket/marketplace-features';
import { createBrowserRouter, Navigate, Outlet, useOutletContext } from 'react-router';

function Root() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}

/** Every section behind the staff gate; the role reaches the pages through the outlet context. */
function Staff() {
  return <AdminLayout>{(role) => <Outlet context={role} />}</AdminLayout>;
}

/** The sign-in page has no admin frame around it, so it brings its own main landmark. */
function StaffLogin() {
  return (
    <main id="main" className="lm:flex lm:min-h-dvh lm:flex-col lm:justify-center">
      <LoginPage staff />
    </main>
  );
}

const useRole = () => useOutletContext<StaffRole>();

function UserRoute() {
  return <AdminUserPage role={useRole()} />;
}

function DisputesRoute() {
  return <AdminDisputesPage role={useRole()} />;
}

function OrdersRoute() {
  return <AdminOrdersPage role={useRole()} />;
}

function WithdrawalsRoute() {
  return <AdminWithdrawalsPage role={useRole()} />;
}

function DisputeRulesRoute() {
  return <AdminDisputeRulesPage role={useRole()} />;
}

function DisputeRoute() {
  return <AdminDisputePage role={useRole()} />;
}

function FeeRulesRoute() {
  return <AdminFeeRulesPage role={useRole()} />;
}

function CurrencyRatesRoute() {
  return <AdminCurrencyRatesPage role={useRole()} />;
}

function WarrantyRulesRoute() {
  return <AdminWarrantyRulesPage role={useRole()} />;
}

function WarrantyClaimsRoute() {
  return <AdminWarrantyClaimsPage role={useRole()} />;
}

function CatalogRoute() {
  return <AdminCatalogPage role={useRole()} />;
}

/** Only admins read the audit log; the API refuses support agents too. */
function AuditRoute() {
  return useRole() === 'admin' ? <AdminAuditPage /> : <Navigate to="/" replace />;
}

export function createAdminRouter() {
  return createBrowserRouter(
    [
      {
        element: <Root />,
        children: [
          { path: 'login/', element: <StaffLogin /> },
          {
            element: <Staff />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              { path: 'users/', element: <AdminUsersPage /> },
              { path: 'users/:userId/', element: <UserRoute /> },
              { path: 'orders/', element: <OrdersRoute /> },
              { path: 'disputes/', element: <DisputesRoute /> },
              { path: 'disputes/rules/', element: <DisputeRulesRoute /> },
              { path: 'disputes/:orderId/', element: <DisputeRoute /> },
              { path: 'withdrawals/', element: <WithdrawalsRoute /> },
              { path: 'tickets/', element: <AdminTicketsPage /> },
              { path: 'tickets/:ticketId/', element: <AdminTicketPage /> },
              { path: 'moderation/', element: <AdminModerationPage /> },
              { path: 'catalog/', element: <CatalogRoute /> },
              { path: 'fees/', element: <FeeRulesRoute /> },
              { path: 'currency-rates/', element: <CurrencyRatesRoute /> },
              { path: 'warranty-rules/', element: <WarrantyRulesRoute /> },
              { path: 'warranty-claims/', element: <WarrantyClaimsRoute /> },
              { path: 'audit/', element: <AuditRoute /> },
              { path: 'outbox/', element: <AdminOutboxPage /> },
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
