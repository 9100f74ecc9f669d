/** The views of both statements widgets (one file: they share all their code), loaded on demand by their definitions (with React). */
import { StatementsWidget, StatementWidget, type StatementRequest } from '../../src/connect/statements/StatementsWidget';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { StatementsStore } from '../../src/state/statementsStore';

export const renderStatements = (_env: WidgetEnv, _data: undefined, store: StatementsStore) => <StatementsWidget store={store} />;

export const renderStatement = (_env: WidgetEnv, requested: StatementRequest, store: StatementsStore) => (
  <StatementWidget store={store} requested={requested} />
);
