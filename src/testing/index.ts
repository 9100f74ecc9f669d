export { deferred, type Deferred } from './deferred';
export { createFakeServiceClient, type FakeCall, type FakeRoutes, type FakeServiceClient } from './fakeServiceClient';
export { addMountPoint, anonymousPageContext, testPageContext, writeJsonScript, writePageContext } from './pageData';
export { createTestEnv, renderWithEnv, WidgetProviders, type RenderWithEnvResult } from './widgetEnv';
