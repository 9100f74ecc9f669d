export { NumericInput } from './NumericInput';
export type { NumericInputProps } from './NumericInput';
export { QuantityEditor, SETTLE_AFTER_STEP_MS, SPIN_INITIAL_DELAY_MS, SPIN_INTERVAL_MS } from './QuantityEditor';
export type { QuantityEditorProps } from './QuantityEditor';
export { QuantityChangedAlert, QUANTITY_CHANGED_MESSAGE, QUANTITY_CHANGED_TITLE } from './QuantityChangedAlert';
export type { QuantityChangedAlertProps } from './QuantityChangedAlert';
