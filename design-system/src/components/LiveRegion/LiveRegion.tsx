import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export interface LiveRegionProps {
  politeness: 'polite' | 'assertive';
  message: string;
}

/** Mount early and change `message`; screen readers announce each new text. */
export function LiveRegion({ politeness, message }: LiveRegionProps) {
  return (
    <div aria-live={politeness} aria-atomic="true" className={visuallyHidden}>
      {message}
    </div>
  );
}
