export { Timeline, type TimelineProps, type TimelineItem } from './Timeline';
