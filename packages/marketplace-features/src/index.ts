export { HomePage } from './home/home-page';
export { usesBareLayout } from './layout/layout-rule';
export { BareLayout, MainLayout } from './layout/main-layout';
export { SiteFooter } from './layout/site-footer';
export { SiteHeader } from './layout/site-header';
