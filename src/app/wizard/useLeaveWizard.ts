import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths } from '../routing/paths';
import { useBackGuard } from '../routing/useBackGuard';
import { clearWizardAtom } from '../state/wizard';
import { useLeaveGuard } from './useLeaveGuard';

export type LeaveTarget = 'back' | 'logo';

/**
 * Leaving the wizard (docs/product-spec.md §4): Back on the first screen, the browser's Back on any screen
 * and the header's logo ask first (`leave` is what the open dialog is for); `exit` clears the stored wizard
 * data and goes.
 */
export function useLeaveWizard(initialLeave: LeaveTarget | null, leaveConfirmed: boolean) {
  const [leave, setLeave] = useState<LeaveTarget | null>(initialLeave);
  // Once the user chose to leave, nothing asks again on the way out.
  const [leaving, setLeaving] = useState(false);
  const clearWizard = useSetAtom(clearWizardAtom);
  const [, navigate] = useLocation();

  const onLogo = useCallback(() => setLeave('logo'), []);
  useLeaveGuard(!leaveConfirmed && !leaving, onLogo);
  const onBrowserBack = useCallback(() => setLeave('back'), []);
  const guard = useBackGuard('wizard', !leaveConfirmed && !leaving, onBrowserBack);

  const exit = () => {
    const target = leave;
    setLeaving(true);
    setLeave(null);
    // After confirmation the stored wizard data is cleared; the server draft stays for 25 days.
    clearWizard();
    if (target === 'logo') navigate(paths.start);
    else guard.leave(() => navigate(paths.yearInfo, { replace: true }));
  };

  return { leave, ask: setLeave, exit };
}
