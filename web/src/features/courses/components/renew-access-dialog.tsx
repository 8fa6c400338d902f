// Renew Access (spec 001 "Purchased course status"): a confirmation, then POST renew with an
// order id kept until success (a retry or a double click is charged once). Toasts: 'Course
// access renewed successfully!' or the refusal, falling back to 'Failed to renew course access'.
// Test ids: renew-dialog, renew-dialog-cancel, renew-dialog-confirm.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_ACCESS_MONTHS } from '@shared/constants';
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { RENEW_COURSE_FAILED, renewCourseAccess } from '../api/renew-course-access';
import { clearOrderId, pendingOrderId } from '../lib/order-id';
import { classifyPurchaseFailure, dropsOrderId } from '../lib/purchase-outcome';

export interface RenewTarget {
  id: string;
  title: string;
  /** The current price when known (the course page); My Learning only knows what was paid. */
  price?: number;
}

export function RenewAccessDialog({
  target,
  onClose,
  onRenewed,
}: {
  target: RenewTarget | null;
  onClose: () => void;
  onRenewed: (course: PurchasedCourse) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const renew = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      const course = await renewCourseAccess(target.id, pendingOrderId('renew', target.id));
      clearOrderId('renew', target.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.learning.renewed' }) });
      onRenewed(course);
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && dropsOrderId(error)) clearOrderId('renew', target.id);
      const failure = error instanceof ApiRequestError ? classifyPurchaseFailure(error) : { kind: 'other' as const };
      toaster.create({
        type: 'error',
        title: formatError(intl, error, RENEW_COURSE_FAILED),
        description:
          failure.kind === 'insufficient' && failure.needed > 0
            ? intl.formatMessage({ id: 'courses.enroll.needed' }, { count: failure.needed })
            : undefined,
      });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      onConfirm={() => void renew()}
      busy={busy}
      tone="brand"
      title={<FormattedMessage id="courses.learning.renewTitle" />}
      body={
        target?.price !== undefined ? (
          target.price > 0 ? (
            <FormattedMessage
              id="courses.learning.renewBodyPrice"
              values={{ title: <bdi>{target.title}</bdi>, months: COURSE_ACCESS_MONTHS, count: target.price }}
            />
          ) : (
            <FormattedMessage id="courses.learning.renewBodyFree" values={{ title: <bdi>{target.title}</bdi>, months: COURSE_ACCESS_MONTHS }} />
          )
        ) : (
          <FormattedMessage id="courses.learning.renewBody" values={{ title: <bdi>{target?.title ?? ''}</bdi>, months: COURSE_ACCESS_MONTHS }} />
        )
      }
      confirmLabel={<FormattedMessage id="courses.learning.renewConfirm" />}
      cancelLabel={<FormattedMessage id="courses.learning.cancel" />}
      testId="renew-dialog"
    />
  );
}
