export { SummaryList, type SummaryListProps, type SummaryListRow } from './SummaryList';
