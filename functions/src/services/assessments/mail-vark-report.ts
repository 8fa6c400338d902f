// POST /assessments/vark/email: mails the latest VARK report to the account's own address.
import { varkReportMail } from '../../domain/assessments/vark-report-mail';
import { ASSESSMENTS } from '../../shared/constants';
import type { VarkEmailRequest, VarkEmailResult } from '../../shared/schemas/assessments';
import { appUrl } from '../invitations-mail';
import { queueMail } from '../mail';
import { getPreferences } from '../preferences-repo';
import { consumeLimits } from '../rate-limits';
import { latestVark } from './latest-vark';

const REPORT_MAILS = { limit: ASSESSMENTS.reportMailsPerHour, windowMs: 60 * 60 * 1000 };

export async function mailVarkReport(user: { uid: string; email: string }, input: VarkEmailRequest): Promise<VarkEmailResult> {
  // Not taken (404) uses up nothing; only mails actually queued count against the hour.
  const result = await latestVark(user.uid);
  await consumeLimits([{ key: `vark-mail:${user.uid}`, rule: REPORT_MAILS }], 'assessment/mail-limit');
  const language = input.language ?? (await getPreferences(user.uid)).language;
  await queueMail(user.email, varkReportMail(result, language, `${appUrl()}/vark/report`));
  return { email: user.email };
}
