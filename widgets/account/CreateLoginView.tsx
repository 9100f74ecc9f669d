/** The login request form's view with its store, loaded on demand by its definition (with React): a page without the form never downloads it. */
import { CreateLoginRoot } from '../../src/connect/createLogin/CreateLoginWidget';

export const render = () => <CreateLoginRoot />;
