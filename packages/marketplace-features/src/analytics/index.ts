export { AnalyticsProvider, type AnalyticsSink, type PageView, usePageViews } from './page-views';
