export {
  createFirstPartySink,
  PAGE_VIEWS_ENDPOINT,
  pagePath,
  pageViewPayload,
} from './first-party-sink';
export { AnalyticsProvider, type AnalyticsSink, type PageView, usePageViews } from './page-views';
