// The dialog the course forms share (the instructor's course and lesson, the centre's enterprise
// course): the generic form dialog with the course messages (title and submit by id, Cancel and
// Close from courses.author.common). Test ids: {testId}, {testId}-error, {testId}-cancel,
// {testId}-submit.
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';

export function CourseFormShell({
  titleId,
  submitId,
  closeLabelId = 'courses.author.common.close',
  ...dialog
}: Omit<FormDialogProps, 'title' | 'submitLabel' | 'cancelLabel' | 'closeLabel' | 'dialogTestId'> & {
  titleId: string;
  submitId: string;
  closeLabelId?: string;
}) {
  const intl = useIntl();
  return (
    <FormDialog
      {...dialog}
      title={<FormattedMessage id={titleId} />}
      submitLabel={<FormattedMessage id={submitId} />}
      cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
      closeLabel={intl.formatMessage({ id: closeLabelId })}
    />
  );
}
