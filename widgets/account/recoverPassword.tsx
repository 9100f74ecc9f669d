/** `recover-password`: "forgot password" in every `[data-sf-widget="recover-password"]`. */
import { lazy } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { FormLoading } from './FormLoading';

const RecoverPasswordRoot = lazy(() => import('../../src/connect/recoverPassword/RecoverPasswordWidget').then((m) => ({ default: m.RecoverPasswordRoot })));

export const recoverPasswordWidget = defineWidget({
  name: 'recover-password',
  selector: '[data-sf-widget="recover-password"]',
  render: () => (
    <FormLoading>
      <RecoverPasswordRoot />
    </FormLoading>
  ),
});
