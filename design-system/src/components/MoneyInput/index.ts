export { MoneyInput, type MoneyInputProps } from './MoneyInput';
export { parseGermanMoney, formatGermanMoney } from './money';
