export { Field, FieldLabel, type FieldProps, useFieldControl } from './field';
