/**
 * Keeps a crash inside one widget: the widget's place shows a notice and every other widget
 * on the page keeps working. The error is logged by the root's onCaughtError (see widget.ts),
 * once, not here.
 */
import { Component, type ReactNode } from 'react';
import { WidgetNotice } from './WidgetNotice';

type Props = { children: ReactNode };
type State = { failed: boolean };

export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <WidgetNotice reason="crash" /> : this.props.children;
  }
}
