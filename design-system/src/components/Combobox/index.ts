export { Combobox, filterOptions, type ComboboxProps, type ComboboxOption } from './Combobox';
