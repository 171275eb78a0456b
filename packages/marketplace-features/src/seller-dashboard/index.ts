export { SellerDashboardPage, SellerDashboardView, sellerDashboardMessages } from './seller-dashboard-page';
