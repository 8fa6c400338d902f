// The enterprise contact form (POST /contact/enterprise, no login): name, e-mail, organisation,
// phone (optional), size (optional select) and message, checked with the shared schema before
// sending; the server's field errors land under their fields; a success state replaces the form.
// `website` is a honeypot people never see or reach.
// Test ids: enterprise-form, enterprise-{name,email,organization,phone,size,message}(-error),
// enterprise-website, enterprise-submit, enterprise-form-error, enterprise-sent, enterprise-send-another.
import { Box, Button, Icon, Input, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { INQUIRIES } from '@shared/constants';
import { ORGANIZATION_SIZES, type OrganizationSize } from '@shared/schemas/inquiry';
import { SelectInput } from '@/components/ui/select-field';
import { SEND_ENTERPRISE_CONTACT_FAILED, sendEnterpriseContact } from '../api/send-enterprise-contact';
import { useCheckedForm } from '../hooks/use-checked-form';
import { EMPTY_ENTERPRISE_FORM, enterpriseInput } from '../lib/enterprise-form';
import { FormCard, SentCard } from './form-card';
import { FormField } from './form-field';

export function EnterpriseContactForm() {
  const intl = useIntl();
  const { form, errors, failure, sending, sent, setSent, formRef, change, submit } = useCheckedForm({
    initial: EMPTY_ENTERPRISE_FORM,
    check: enterpriseInput,
    send: sendEnterpriseContact,
    failed: SEND_ENTERPRISE_CONTACT_FAILED,
    onSent: (set) => set(EMPTY_ENTERPRISE_FORM),
  });

  if (sent) {
    return (
      <SentCard
        as="h3"
        title={<FormattedMessage id="contact.enterprise.form.sentTitle" />}
        body={<FormattedMessage id="contact.enterprise.form.sentBody" />}
        testId="enterprise-sent"
      >
        <Button variant="outline" onClick={() => setSent(false)} data-testid="enterprise-send-another">
          <FormattedMessage id="contact.enterprise.form.sendAnother" />
        </Button>
      </SentCard>
    );
  }

  const sizeOptions = ORGANIZATION_SIZES.map((size) => ({ value: size, label: intl.formatMessage({ id: `contact.enterprise.size.${size}` }) }));
  const optional = intl.formatMessage({ id: 'contact.form.optional' });

  return (
    <FormCard formRef={formRef} label={intl.formatMessage({ id: 'contact.enterprise.form.title' })} failure={failure} onSubmit={submit} testId="enterprise-form">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<FormattedMessage id="contact.enterprise.form.name" />} error={errors.name} required testId="enterprise-name">
          <Input value={form.name} dir="auto" autoComplete="name" maxLength={INQUIRIES.nameMaxLength} onChange={(e) => change('name', e.target.value)} data-testid="enterprise-name" />
        </FormField>
        <FormField label={<FormattedMessage id="contact.enterprise.form.email" />} error={errors.email} required testId="enterprise-email">
          <Input type="email" value={form.email} dir="ltr" autoComplete="email" inputMode="email" onChange={(e) => change('email', e.target.value)} data-testid="enterprise-email" />
        </FormField>
        <FormField label={<FormattedMessage id="contact.enterprise.form.organization" />} error={errors.organization} required testId="enterprise-organization">
          <Input value={form.organization} dir="auto" autoComplete="organization" maxLength={INQUIRIES.organizationMaxLength} onChange={(e) => change('organization', e.target.value)} data-testid="enterprise-organization" />
        </FormField>
        <FormField label={<FormattedMessage id="contact.enterprise.form.phone" />} optional={optional} error={errors.phone} testId="enterprise-phone">
          <Input type="tel" value={form.phone} dir="ltr" autoComplete="tel" inputMode="tel" onChange={(e) => change('phone', e.target.value)} data-testid="enterprise-phone" />
        </FormField>
      </SimpleGrid>
      <FormField label={<FormattedMessage id="contact.enterprise.form.size" />} optional={optional} error={errors.size} testId="enterprise-size">
        <SelectInput
          value={form.size}
          options={sizeOptions}
          onChange={(value) => change('size', value as OrganizationSize | '')}
          first={{ label: intl.formatMessage({ id: 'contact.enterprise.form.sizeChoose' }) }}
          testId="enterprise-size"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="contact.enterprise.form.message" />}
        help={<FormattedMessage id="contact.form.messageHelp" values={{ min: INQUIRIES.messageMinLength }} />}
        error={errors.message}
        required
        testId="enterprise-message"
      >
        <Textarea value={form.message} dir="auto" rows={5} maxLength={INQUIRIES.messageMaxLength} onChange={(e) => change('message', e.target.value)} data-testid="enterprise-message" />
      </FormField>
      {/* The honeypot: off screen, out of the tab order and hidden from assistive technology. */}
      <Box aria-hidden position="absolute" insetStart="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
        <label>
          <FormattedMessage id="contact.enterprise.form.website" />
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => change('website', e.target.value)} data-testid="enterprise-website" />
        </label>
      </Box>
      <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} loading={sending} data-testid="enterprise-submit">
        <Icon as={LuSend} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
        <FormattedMessage id="contact.enterprise.form.submit" />
      </Button>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="contact.enterprise.form.privacy" />
      </Text>
    </FormCard>
  );
}
