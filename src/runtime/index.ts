export { defineWidget, mountAll, mountWidget, startEntry, unmountAll, type WidgetDefinition, type WidgetSpec } from './widget';
export { useWidgetEnv, WidgetEnvProvider, type WidgetEnv } from './widgetEnv';
export {
  describeElement,
  PAGE_CONTEXT_ID,
  PageDataError,
  readPageContext,
  readWidgetData,
  validatePageData,
} from './pageData';
export {
  CONTEXT_STORE_BUS_KEY,
  CONTEXT_SYNC_CHANNEL,
  createContextStore,
  pageContextStore,
  readCustomerChange,
  type ContextStore,
  type CustomerSwitch,
} from './contextStore';
export { useCustomerChange, usePageContext } from './usePageContext';
export { pageSingleton, storefrontGlobal, type StorefrontWidgetsGlobal } from '../bus/pageGlobal';
export { MOUNTED_ATTRIBUTE } from './registry';
export { pageScreenStore, useIsMobile, useScreen, watchScreen, type ScreenState } from './screen';
export { ROOT_CLASS } from './styles';
// The reporter proper (createErrorReporter, scrubSecrets, its limits) is in
// errorReporterCore.ts, loaded on demand: not re-exported here, so no entry imports it.
export {
  bundleBaseUrl,
  installErrorReporter,
  isUnexpectedServiceFailure,
  pageErrorReporter,
  reportClientError,
  reportingFailures,
  reportServiceFailure,
  type ClientErrorKind,
  type ClientErrorReport,
  type ErrorReporter,
  type ErrorReporterOptions,
} from './errorReporter';
export { prepareWidget, type PreparedWidget } from './prepare';
export { NOTICE_TEXT, type WidgetNoticeReason } from './noticeText';
