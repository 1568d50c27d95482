export { Table, type TableProps, type TableColumn, type TableRow } from './Table';
