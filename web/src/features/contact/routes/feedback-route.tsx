// /feedback (signed in): what the user thinks, about a page of the app (?page= fills it in, as
// the avatar menu's link does): category, an optional 1-5 star rating, the message. Checked with
// the shared schema; the server's field errors land under their fields; a success state after.
// Test ids: feedback-page-screen, feedback-form, feedback-{category,rating,message,page}(-error),
// feedback-rating-{n}, feedback-submit, feedback-form-error, feedback-sent, feedback-send-another.
import { Button, Container, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuMessageSquareHeart } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { INQUIRIES } from '@shared/constants';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@shared/schemas/inquiry';
import { SelectInput } from '@/components/ui/select-field';
import { SEND_FEEDBACK_FAILED, sendFeedback } from '../api/send-feedback';
import { FormCard, SentCard } from '../components/form-card';
import { FormField } from '../components/form-field';
import { StarRadio } from '../components/star-radio';
import { useCheckedForm } from '../hooks/use-checked-form';
import { feedbackInput, pageParam, type FeedbackForm } from '../lib/feedback-form';

export default function FeedbackRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const initial = (): FeedbackForm => ({ category: '', rating: 0, message: '', page: pageParam(params.get('page')) });
  const { form, setForm, errors, failure, sending, sent, setSent, formRef, change, submit } = useCheckedForm({
    initial,
    check: feedbackInput,
    send: sendFeedback,
    failed: SEND_FEEDBACK_FAILED,
  });

  const categories = FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: intl.formatMessage({ id: `contact.feedback.category.${category}` }) }));

  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="feedback-page-screen">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="contact.feedback.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="contact.feedback.description" />
          </Text>
        </Stack>
        {sent ? (
          <SentCard
            as="h2"
            title={<FormattedMessage id="contact.feedback.sentTitle" />}
            body={<FormattedMessage id="contact.feedback.sentBody" />}
            testId="feedback-sent"
          >
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button
                variant="outline"
                onClick={() => {
                  setForm(initial());
                  setSent(false);
                }}
                data-testid="feedback-send-another"
              >
                <FormattedMessage id="contact.feedback.sendAnother" />
              </Button>
              <Button asChild colorPalette="brand">
                <RouterLink to={form.page || '/home'}>
                  <FormattedMessage id={form.page ? 'contact.feedback.backToPage' : 'contact.feedback.backHome'} />
                </RouterLink>
              </Button>
            </Stack>
          </SentCard>
        ) : (
          <FormCard formRef={formRef} label={intl.formatMessage({ id: 'contact.feedback.title' })} failure={failure} onSubmit={submit} testId="feedback-form">
            <FormField label={<FormattedMessage id="contact.feedback.categoryLabel" />} error={errors.category} required testId="feedback-category">
              <SelectInput
                value={form.category}
                options={categories}
                onChange={(value) => change('category', value as FeedbackCategory | '')}
                first={{ label: intl.formatMessage({ id: 'contact.feedback.categoryChoose' }), disabled: true }}
                testId="feedback-category"
              />
            </FormField>
            <FormField label={<FormattedMessage id="contact.feedback.ratingLabel" />} optional={intl.formatMessage({ id: 'contact.form.optional' })} error={errors.rating} testId="feedback-rating">
              <StarRadio value={form.rating} onChange={(value) => change('rating', value)} label={<FormattedMessage id="contact.feedback.ratingLabel" />} disabled={sending} testId="feedback-rating" />
            </FormField>
            <FormField
              label={<FormattedMessage id="contact.feedback.messageLabel" />}
              help={<FormattedMessage id="contact.form.messageHelp" values={{ min: INQUIRIES.messageMinLength }} />}
              error={errors.message}
              required
              testId="feedback-message"
            >
              <Textarea value={form.message} dir="auto" rows={5} maxLength={INQUIRIES.messageMaxLength} onChange={(e) => change('message', e.target.value)} data-testid="feedback-message" />
            </FormField>
            <FormField
              label={<FormattedMessage id="contact.feedback.pageLabel" />}
              optional={intl.formatMessage({ id: 'contact.form.optional' })}
              help={<FormattedMessage id="contact.feedback.pageHelp" />}
              error={errors.page}
              testId="feedback-page"
            >
              <Input value={form.page} dir="ltr" onChange={(e) => change('page', e.target.value)} data-testid="feedback-page" />
            </FormField>
            <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={sending} data-testid="feedback-submit">
              <LuMessageSquareHeart aria-hidden />
              <FormattedMessage id="contact.feedback.submit" />
            </Button>
          </FormCard>
        )}
      </Stack>
    </Container>
  );
}
