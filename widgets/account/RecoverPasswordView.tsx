/** "Forgot password"'s view with its store, loaded on demand by its definition (with React): a page without the form never downloads it. */
import { RecoverPasswordRoot } from '../../src/connect/recoverPassword/RecoverPasswordWidget';

export const render = () => <RecoverPasswordRoot />;
