import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../routing/paths';
import { clearWizardAtom } from '../state/wizard';
import { useLeaveGuard } from './useLeaveGuard';

export type LeaveTarget = 'back' | 'logo';

/**
 * Leaving the wizard (docs/product-spec.md §4): Back on the first screen and the header's logo ask first
 * (`leave` is what the open dialog is for); `exit` clears the stored wizard data and goes.
 */
export function useLeaveWizard(initialLeave: LeaveTarget | null, leaveConfirmed: boolean) {
  const [leave, setLeave] = useState<LeaveTarget | null>(initialLeave);
  // Once the user chose to leave, nothing asks again on the way out.
  const [leaving, setLeaving] = useState(false);
  const clearWizard = useSetAtom(clearWizardAtom);
  const [, navigate] = useLocation();

  const onLogo = useCallback(() => setLeave('logo'), []);
  useLeaveGuard(!leaveConfirmed && !leaving, onLogo);

  const exit = () => {
    const target = leave;
    setLeaving(true);
    setLeave(null);
    // After confirmation the stored wizard data is cleared; the server draft stays for 25 days.
    clearWizard();
    if (target === 'logo') navigate(paths.start);
    else if (window.history.length > 1) window.history.back();
    else navigate(paths.yearInfo);
  };

  return { leave, ask: setLeave, exit };
}
