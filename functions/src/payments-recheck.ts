// Every 10 minutes: credit card payments that succeeded after the shopper left the
// verification screen (docs/market.md, "Buying sparks").
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { recheckPendingPayments } from './services/payments';

export const recheckPayments = onSchedule({ schedule: 'every 10 minutes', timeoutSeconds: 300 }, async () => {
  const result = await recheckPendingPayments();
  if (result.checked > 0) logger.info('Pending payments re-checked', result);
});
