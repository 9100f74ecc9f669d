/** The new-password form's view with its store, loaded on demand by its definition (with React): a page without the form never downloads it. */
import { ResetPasswordRoot } from '../../src/connect/resetPassword/ResetPasswordWidget';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { ResetPasswordData } from './resetPassword';

export const render = (_env: WidgetEnv, { token }: ResetPasswordData) => <ResetPasswordRoot token={token} />;
