export { RadioGroup, type RadioGroupProps, type ChoiceOption } from './RadioGroup';
