/** `create-login`: the login request form in every `[data-sf-widget="create-login"]`. */
import { lazy } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { FormLoading } from './FormLoading';

const CreateLoginRoot = lazy(() => import('../../src/connect/createLogin/CreateLoginWidget').then((m) => ({ default: m.CreateLoginRoot })));

export const createLoginWidget = defineWidget({
  name: 'create-login',
  selector: '[data-sf-widget="create-login"]',
  render: () => (
    <FormLoading>
      <CreateLoginRoot />
    </FormLoading>
  ),
});
